# An abstract-style method that was not overridden.

class Shape:
    def area(self):
        raise NotImplementedError("%s must implement area()" % type(self).__name__)

class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2

class Circle(Shape):
    def __init__(self, r):
        self.r = r

for shape in (Square(2), Circle(1)):
    print(type(shape).__name__, shape.area())
