f(self.x := 1)
