# Class patterns: isinstance check, keyword sub-patterns, positional via __match_args__.
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"

class Point3(Point):
    __match_args__ = ("x", "y", "z")
    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z
    def __repr__(self):
        return f"Point3({self.x}, {self.y}, {self.z})"

def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point3(x, y, 0):
            return f"flat 3d at {x},{y}"
        case Point(x=0, y=y):
            return f"on y axis at {y}"
        case Point(x, y=0):
            return f"on x axis at {x}"
        case Point3(z=z):
            return f"3d with z={z}"
        case Point():
            return "somewhere"
        case _:
            return "not a point"

for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(1, 1), Point3(1, 2, 0), Point3(1, 2, 3),
          Point3(0, 0, 9), (0, 0), None]:
    print(p, "->", where(p))

class NoArgs:
    pass

n = NoArgs()
n.a = 1
match n:
    case NoArgs(a=1, b=2):
        print("no")
    case NoArgs(a=value):
        print("attribute a =", value)
