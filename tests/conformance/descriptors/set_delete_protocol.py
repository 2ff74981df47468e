# __set__/__delete__ dispatch: partial descriptors, descriptors on
# metaclasses, calling the protocol methods directly, and class-level writes.

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (AttributeError, TypeError) as e:
        print(label, "->", type(e).__name__, e)

class SetOnly:
    def __set__(self, obj, value): print("  SetOnly.__set__", value)
class DeleteOnly:
    def __delete__(self, obj): print("  DeleteOnly.__delete__")
class GetOnly:
    def __get__(self, obj, owner=None): return "got"

class Host:
    s = SetOnly()
    d = DeleteOnly()
    g = GetOnly()

h = Host()
h.s = 1
attempt("del set-only", lambda: delattr(h, "s"))
del h.d
attempt("set delete-only", lambda: setattr(h, "d", 1))
print(type(h.s).__name__, type(h.d).__name__, h.g)
h.g = "shadow"
print(h.g, h.__dict__)
del h.g
print(h.g)

# Instance dict entries never win over set-only/delete-only descriptors
h.__dict__["s"] = "dict s"
h.__dict__["d"] = "dict d"
print(h.s == "dict s", h.d == "dict d")

# Writes on the class replace the descriptor (type.__setattr__ ignores it)
class Host2:
    s = SetOnly()
Host2.s = 5
print(Host2.s, type(Host2.__dict__["s"]).__name__)

# Descriptors on the metaclass control class attributes
class MetaDesc:
    def __get__(self, obj, owner): return "meta get on " + obj.__name__
    def __set__(self, obj, value): print("  meta set", obj.__name__, value)
    def __delete__(self, obj): print("  meta delete", obj.__name__)
class Meta(type):
    attr = MetaDesc()
class UsesMeta(metaclass=Meta):
    pass
print(UsesMeta.attr)
UsesMeta.attr = 3
del UsesMeta.attr
attempt("instance of UsesMeta", lambda: UsesMeta().attr)

# A data descriptor on the metaclass beats the class's own attribute,
# a non-data one does not
class MetaNonData:
    def __get__(self, obj, owner): return "meta non-data"
class Meta2(type):
    data = MetaDesc()
    nondata = MetaNonData()
class C2(metaclass=Meta2):
    data = "class data"
    nondata = "class nondata"
print(C2.data, "|", C2.nondata)

# Calling the protocol methods by hand
class Full:
    def __get__(self, obj, owner=None): return ("get", obj, owner)
    def __set__(self, obj, value): return ("set", obj, value)
    def __delete__(self, obj): return ("delete", obj)
f = Full()
print(f.__get__(1), f.__get__(None, int), f.__set__(1, 2), f.__delete__(3))

# Builtin descriptors' __set__/__delete__ called directly
class P:
    @property
    def x(self): return 1
    @x.setter
    def x(self, v): print("  property set", v)
P.x.__set__(P(), 9)
attempt("property __delete__", lambda: P.x.__delete__(P()))
attempt("property __set__ wrong arity", lambda: P.x.__set__(P()))
attempt("function __get__ none none", lambda: (lambda: 0).__get__(None, None))
attempt("function __get__ no args", lambda: (lambda: 0).__get__())
print(type((lambda self: 0).__get__(5)).__name__, (lambda: 0).__get__(None, int).__name__)

# __set_name__ plus __set__/__get__: a typed field
class Typed:
    def __init__(self, kind): self.kind = kind
    def __set_name__(self, owner, name): self.name = "_" + name
    def __get__(self, obj, owner=None):
        if obj is None: return self
        return getattr(obj, self.name, None)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name[1:]} must be {self.kind.__name__}, not {type(value).__name__}")
        setattr(obj, self.name, value)
class Record:
    n = Typed(int)
    s = Typed(str)
r = Record()
r.n = 3
attempt("bad type", lambda: setattr(r, "s", 4))
print(r.n, r.s, type(Record.n).__name__)
