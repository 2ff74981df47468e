# Creating classes dynamically with type(name, bases, namespace).

def init(self, x):
    self.x = x

Point = type("Point", (), {"__init__": init, "dims": 2, "norm1": lambda self: abs(self.x)})
p = Point(-3)
print(type(Point).__name__, Point.__name__, Point.__qualname__, Point.__module__)
print(p.x, p.dims, p.norm1(), Point.__bases__)

Point3 = type("Point3", (Point,), {"dims": 3})
print(Point3(5).norm1(), Point3.dims, [c.__name__ for c in Point3.__mro__])

# The namespace is copied; later changes to the dict do not affect the class
ns = {"a": 1}
K = type("K", (), ns)
ns["b"] = 2
print(hasattr(K, "a"), hasattr(K, "b"))

# type() with one argument returns the type
print(type(5), type("s"), type(Point), type(type), type(None).__name__)

# Wrong argument counts and types
for args in ((), ("A", ()), ("A", (), {}, 1), (1, (), {}), ("A", [], {}), ("A", (1,), {})):
    try:
        type(*args)
    except TypeError as e:
        print(len(args), "args:", type(e).__name__, e)

# __qualname__ and __module__ in the namespace
Q = type("Q", (), {"__qualname__": "Outer.Q", "__module__": "custom", "__doc__": "docs"})
print(Q.__name__, Q.__qualname__, Q.__module__, Q.__doc__, repr(Q))

# Special methods in the namespace work like in a class statement
Adder = type("Adder", (), {
    "__init__": lambda self, n: setattr(self, "n", n),
    "__add__": lambda self, other: Adder(self.n + other.n),
    "__repr__": lambda self: "Adder(%d)" % self.n,
    "__len__": lambda self: self.n,
})
print(Adder(2) + Adder(3), len(Adder(4)))

# Creating many classes in a loop
classes = [type("C%d" % i, (), {"value": i * i}) for i in range(5)]
print([(c.__name__, c.value) for c in classes])

# Dynamic subclass of a builtin
MyInt = type("MyInt", (int,), {"double": lambda self: self * 2})
print(MyInt(21).double(), isinstance(MyInt(1), int))

# __slots__ through type()
Slotted = type("Slotted", (), {"__slots__": ("a",)})
s = Slotted()
s.a = 1
try:
    s.b = 2
except AttributeError as e:
    print(type(e).__name__, e)
