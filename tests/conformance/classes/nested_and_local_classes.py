# Classes defined inside classes and functions: naming, access and independence.

class Outer:
    class Config:
        debug = False

        class Limits:
            max_items = 10

    def make_config(self):
        return self.Config()

    class Error(Exception):
        pass

print(Outer.Config.__qualname__, Outer.Config.Limits.__qualname__, Outer.Error.__qualname__)
print(Outer.Config.Limits.max_items, Outer().make_config().debug,
      type(Outer().make_config()).__name__)
try:
    raise Outer.Error("nested exception class")
except Outer.Error as e:
    print(type(e).__name__, type(e).__qualname__, e)

# Nested classes do not see the outer class's namespace
class A:
    value = 1

    class B:
        try:
            seen = value
        except NameError as e:
            seen = "NameError: %s" % e

print(A.B.seen)

# Each call of a factory creates a distinct class
def make_point_class(dims):
    class Point:
        dimensions = dims

        def __init__(self, *coords):
            if len(coords) != dims:
                raise TypeError("expected %d coordinates, got %d" % (dims, len(coords)))
            self.coords = coords

        def __repr__(self):
            return "Point%dD%r" % (dims, self.coords)
    return Point

P2, P3 = make_point_class(2), make_point_class(3)
print(P2(1, 2), P3(1, 2, 3), P2 is P3, P2.__qualname__, isinstance(P2(0, 0), P3))
try:
    P3(1)
except TypeError as e:
    print(type(e).__name__, e)

# A class defined in a loop body
shapes = []
for sides in (3, 4):
    class Shape:
        n = sides
    shapes.append(Shape)
print([s.n for s in shapes], shapes[0] is shapes[1])

# Local class referring to itself in its methods
def tree_factory():
    class Tree:
        def __init__(self, *children):
            self.children = children

        def size(self):
            return 1 + sum(c.size() for c in self.children)

        def grow(self):
            return Tree(self)
    return Tree

Tree = tree_factory()
t = Tree(Tree(), Tree(Tree()))
print(t.size(), t.grow().size())
