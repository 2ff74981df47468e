class A:
    def m(self):
        if self:
	    return 1
		return 2
