# __slots__: invalid declarations, __dict__/__weakref__ entries, and conflicts.

def attempt(label, ns, bases=()):
    try:
        cls = type("S", bases, ns)
        print(label, "->", sorted(k for k in cls.__dict__ if not k.startswith("__") or k in ("__dict__", "__weakref__")))
        return cls
    except (TypeError, ValueError) as e:
        print(label, "->", type(e).__name__, e)

attempt("conflict", {"__slots__": ("a",), "a": 1})
attempt("not identifier", {"__slots__": ("1a",)})
attempt("not str", {"__slots__": (1,)})
attempt("int slots", {"__slots__": 5})
attempt("dup dict", {"__slots__": ("__dict__", "__dict__")})
attempt("dup weakref", {"__slots__": ("__weakref__", "__weakref__")})
attempt("dup name", {"__slots__": ("a", "a")})
attempt("dict slot", {"__slots__": ("__dict__",)})
attempt("weakref slot", {"__slots__": ("__weakref__",)})
attempt("list slots", {"__slots__": ["x", "y"]})
attempt("dict as slots", {"__slots__": {"x": "doc of x", "y": None}})
attempt("empty string", {"__slots__": ""})
attempt("int base", {"__slots__": ("a",)}, (int,))
attempt("tuple base", {"__slots__": ("a",)}, (tuple,))
attempt("empty int base", {"__slots__": ()}, (int,))

class HasDict:
    pass
attempt("dict already", {"__slots__": ("__dict__",)}, (HasDict,))
attempt("weakref already", {"__slots__": ("__weakref__",)}, (HasDict,))

class Slotted:
    __slots__ = ("a",)
attempt("redeclare base slot", {"__slots__": ("a",)}, (Slotted,))

# Slots with docs from a dict
D = type("D", (), {"__slots__": {"x": "the x", "y": None}})
print(D.x.__doc__, D.y.__doc__, D.__slots__)

# Private names are mangled
class Private:
    __slots__ = ("__secret", "_Private__other", "__dunder__")
    def __init__(self):
        self.__secret = 1
print(sorted(k for k in Private.__dict__ if "secret" in k or "other" in k or "dunder" in k))
print(Private()._Private__secret, Private.__slots__)

# Member descriptors: repr, name, errors
class P:
    __slots__ = ("x",)
print(repr(P.x), P.x.__name__, P.x.__objclass__ is P)
p = P()
for op in ("get", "del"):
    try:
        p.x if op == "get" else delattr(p, "x")
    except AttributeError as e:
        print(op, type(e).__name__, e)
try:
    P.x.__get__(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    P.x.__set__("str", 1)
except TypeError as e:
    print(type(e).__name__, e)
print(P.x.__get__(None, P) is P.x)

# Instances without __dict__ or __weakref__
print(hasattr(p, "__dict__"), hasattr(p, "__weakref__"))
try:
    vars(p)
except TypeError as e:
    print(type(e).__name__, e)
try:
    p.y = 1
except AttributeError as e:
    print(type(e).__name__, e)

class WithDictSlot:
    __slots__ = ("a", "__dict__")
w = WithDictSlot()
w.a, w.b = 1, 2
print(w.a, vars(w), type(WithDictSlot.__dict__["__dict__"]).__name__)
class WithWeak:
    __slots__ = ("__weakref__",)
print(WithWeak().__weakref__, hasattr(WithWeak(), "__dict__"))
