# type(name, bases, ns) and type.__new__ argument checking, and what they copy.

def attempt(label, *args, **kwargs):
    try:
        cls = type(*args, **kwargs)
        print(label, "->", cls.__name__, [c.__name__ for c in cls.__mro__])
    except (TypeError, ValueError) as e:
        print(label, "->", type(e).__name__, e)

attempt("name not str", 1, (), {})
attempt("bases not tuple", "A", [], {})
attempt("ns not dict", "A", (), [])
attempt("kwargs", "A", (), {}, x=1)
attempt("surrogate name", "a\udc80", (), {})
attempt("nul in name", "a\0b", (), {})
attempt("ok", "A", (object,), {"x": 1})

# The namespace is copied; later changes to it do not affect the class
ns = {"x": 1, "__doc__": "documented", "__qualname__": "Outer.A"}
A = type("A", (), ns)
ns["x"] = 2
print(A.x, A.__doc__, A.__qualname__, A.__name__, A.__module__)

# __qualname__ must be a str
try:
    type("A", (), {"__qualname__": 5})
except TypeError as e:
    print(type(e).__name__, e)

# __name__ and __qualname__ can be reassigned, with checks
A.__name__ = "Renamed"
A.__qualname__ = "Some.Renamed"
print(A.__name__, A.__qualname__, repr(A).endswith("Some.Renamed'>"))
for attr, value in (("__name__", 3), ("__qualname__", None), ("__name__", "x\0y")):
    try:
        setattr(A, attr, value)
    except (TypeError, ValueError) as e:
        print(attr, type(e).__name__, e)
try:
    del A.__name__
except TypeError as e:
    print(type(e).__name__, e)

# type.__new__ called directly
class Meta(type): pass
try:
    type.__new__(1, "A", (), {})
except TypeError as e:
    print(type(e).__name__, e)
try:
    type.__new__(int, "A", (), {})
except TypeError as e:
    print(type(e).__name__, e)
C = type.__new__(Meta, "C", (), {})
print(type(C).__name__, C.__name__)
try:
    type.__init__(C, "C", (), {}, extra=1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    type.__init__(C, "C", ())
except TypeError as e:
    print(type(e).__name__, e)

# __module__ comes from the caller's globals
print(type("M", (), {}).__module__)
print(type("M", (), {"__module__": "elsewhere"}).__module__)

# type(x) with one argument is type(x); keywords are rejected
print(type(3) is int, type(int) is type, type(Meta) is type, type(C) is Meta)
try:
    type(3, x=1)
except TypeError as e:
    print(type(e).__name__, e)

# __doc__: a class without a docstring has __doc__ None; builtins have theirs
class NoDoc: pass
class WithDoc:
    "the doc"
print(NoDoc.__doc__, WithDoc.__doc__, WithDoc().__doc__)
WithDoc.__doc__ = "changed"
print(WithDoc.__doc__)
