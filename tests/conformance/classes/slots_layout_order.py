# Slot layout follows the sorted slot names (after mangling): member
# descriptors are added in that order, values are released in that order
# (subclass slots first), and classes declaring the same names in another
# order are layout-compatible.

class T:
    def __init__(self, name): self.name = name
    def __del__(self): print("  release", self.name)

class S:
    __slots__ = ("c", "a", "b", "__x")

print(S.__slots__, [k for k in S.__dict__ if not k.startswith("__")])
o = S()
o.a, o.b, o.c, o._S__x = T("a"), T("b"), T("c"), T("x")
del o

class Sub(S):
    __slots__ = ("z", "y")
print(Sub.__slots__, [k for k in Sub.__dict__ if not k.startswith("__")])
o = Sub()
o.a, o.z, o.y, o.c = T("a"), T("z"), T("y"), T("c")
del o

class WithDict:
    __slots__ = ("n", "__dict__", "m")
o = WithDict()
o.extra, o.n, o.m = T("extra"), T("n"), T("m")
del o

class AB:
    __slots__ = ("a", "b")
class BA:
    __slots__ = ("b", "a")
x = AB()
x.a, x.b = "value a", "value b"
x.__class__ = BA
print(type(x).__name__, x.a, x.b)
x.__class__ = AB
print(type(x).__name__, x.a, x.b)

class ABC:
    __slots__ = ("a", "b", "c")
try:
    x.__class__ = ABC
except TypeError as e:
    print(type(e).__name__, e)
