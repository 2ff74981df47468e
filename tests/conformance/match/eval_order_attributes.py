# Attribute lookups of class patterns: order, only as many as needed, __getattr__.
class Loud:
    __match_args__ = ("a", "b", "c")
    def __getattribute__(self, name):
        if not name.startswith("__"):
            print("  get", name)
        return object.__getattribute__(self, name)
    def __init__(self):
        self.a = 1
        self.b = 2
        self.c = 3

print("positional then keyword:")
match Loud():
    case Loud(1, 2, c=3):
        print("  matched")
print("fails on first:")
match Loud():
    case Loud(9, 2, 3):
        print("  no")
    case _:
        print("  default")

class Dynamic:
    __match_args__ = ("anything",)
    def __getattr__(self, name):
        print("  __getattr__", name)
        if name == "missing":
            raise AttributeError(name)
        return name.upper()

match Dynamic():
    case Dynamic(x, other=y):
        print("  dynamic", x, y)

match Dynamic():
    case Dynamic(missing=m):
        print("  no")
    case Dynamic():
        print("  missing attribute means no match")

class MatchArgsProperty:
    @property
    def __match_args__(self):
        return ("instance-level",)

class Meta(type):
    @property
    def __match_args__(cls):
        print("  metaclass __match_args__")
        return ("v",)

class WithMeta(metaclass=Meta):
    v = "from class"

match WithMeta():
    case WithMeta(v):
        print("  v =", v)
