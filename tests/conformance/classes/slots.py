# __slots__: fixed attributes, no __dict__, and interaction with inheritance.

class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

p = Point(1, 2)
print(p.x, p.y, hasattr(p, "__dict__"))
try:
    p.z = 3
except AttributeError as e:
    print(type(e).__name__, e)
del p.x
try:
    p.x
except AttributeError as e:
    print(type(e).__name__, e)
p.x = 10
print(p.x)
print(type(Point.__dict__["x"]).__name__, Point.__slots__)

# A subclass without __slots__ gets a __dict__
class Point3(Point):
    pass

q = Point3(1, 2)
q.z = 3
print(q.z, q.__dict__)

# A subclass with its own slots
class Named(Point):
    __slots__ = ("name",)

n = Named(0, 0)
n.name = "origin"
print(n.name, n.x, hasattr(n, "__dict__"))
try:
    n.other = 1
except AttributeError as e:
    print(type(e).__name__, e)

# Slots with __dict__ explicitly allowed
class Flexible:
    __slots__ = ("a", "__dict__")

f = Flexible()
f.a = 1
f.b = 2
print(f.a, f.__dict__)

# A single string is one slot name
class One:
    __slots__ = "only"

o = One()
o.only = "value"
print(o.only, One.__slots__)

# Conflicts between slots and class attributes
try:
    class Bad:
        __slots__ = ("x",)
        x = 5
except ValueError as e:
    print(type(e).__name__, e)

# Slot values are per instance
a, b = Point(1, 1), Point(2, 2)
a.x = 100
print(a.x, b.x)

# Empty slots: no attributes at all
class Nothing:
    __slots__ = ()

try:
    Nothing().anything = 1
except AttributeError as e:
    print(type(e).__name__, e)

# Unset slot in repr-like access
class Lazy:
    __slots__ = ("value",)

lz = Lazy()
print(hasattr(lz, "value"), getattr(lz, "value", "default"))
