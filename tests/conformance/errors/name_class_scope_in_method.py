# Class attributes are not visible as bare names inside methods.

class Circle:
    pi = 3.14159

    def __init__(self, r):
        self.r = r

    def area(self):
        return pi * self.r ** 2

c = Circle(2)
print("radius", c.r)
print(c.area())
