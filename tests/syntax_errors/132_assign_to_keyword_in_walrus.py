if (True := check()):
    pass
