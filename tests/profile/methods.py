# Instance methods, inheritance and super().
class Shape:
    def __init__(self, name):
        self.name = name

    def area(self):
        return 0

    def describe(self):
        return "%s with area %s" % (self.name, self.area())


class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h


class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)
        self.name = "square"

    def describe(self):
        return "square: " + super().describe()


def main():
    shapes = [Shape("point"), Rect(2, 3), Square(4)]
    for shape in shapes:
        print(shape.describe())
    print(sum(s.area() for s in shapes))


main()
