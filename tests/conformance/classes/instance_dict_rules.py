# The instance __dict__: assignment, deletion, sharing, subclasses of dict
# as the namespace, and vars().

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (TypeError, AttributeError) as e:
        print(label, "->", type(e).__name__, e)

class C:
    cls_attr = "class"
c = C()
c.x = 1
print(c.__dict__, vars(c) is c.__dict__)
c.__dict__ = {"y": 2}
print(c.y, hasattr(c, "x"), c.cls_attr)
attempt("assign non-dict", lambda: setattr(c, "__dict__", [1]))
attempt("assign None", lambda: setattr(c, "__dict__", None))
class MyDict(dict): pass
c.__dict__ = MyDict(z=3)
print(c.z, type(c.__dict__).__name__)
attempt("delete __dict__", lambda: (delattr(c, "__dict__"), c.__dict__))
print(vars(c))
c.w = 4
print(vars(c))

# Two instances can share one dict object
a, b = C(), C()
shared = {"v": 1}
a.__dict__ = shared
b.__dict__ = shared
a.v = 99
print(b.v, a.__dict__ is b.__dict__)

# Writing through __dict__ directly bypasses __setattr__
class Guarded:
    def __setattr__(self, name, value):
        raise AttributeError("read-only " + name)
g = Guarded()
g.__dict__["k"] = "direct"
print(g.k)
attempt("normal set", lambda: setattr(g, "k", 1))

# Non-string keys in an instance dict
c2 = C()
c2.__dict__[1] = "int key"
print(sorted(map(str, vars(c2))), getattr(c2, "cls_attr"))

# vars() errors and vars() of classes and modules
attempt("vars(1)", lambda: vars(1))
attempt("vars(1, 2)", lambda: vars(1, 2))
print(type(vars(C)).__name__, "cls_attr" in vars(C))
class NoDict:
    __slots__ = ()
attempt("vars(slots)", lambda: vars(NoDict()))
class VarsProp:
    @property
    def __dict__(self): return {"fake": True}
print(vars(VarsProp()))

# __dict__ of a class cannot be replaced; instance dict of a type's instance
attempt("class __dict__ assign", lambda: setattr(C, "__dict__", {}))
print(C.__dict__["cls_attr"], "__dict__" in C.__dict__, "__weakref__" in C.__dict__)
class Sub(C): pass
print("__dict__" in Sub.__dict__, sorted(k for k in Sub.__dict__))

# Attribute lookup order: data descriptor on class, then instance dict
class Desc:
    def __get__(self, obj, owner): return "descriptor"
    def __set__(self, obj, value): obj.__dict__["d"] = "via __set__"
class Host:
    d = Desc()
h = Host()
h.__dict__["d"] = "dict value"
print(h.d)
h.d = 5
print(h.__dict__["d"])

# Deleting an attribute that is only on the class
attempt("del class attr via instance", lambda: delattr(C(), "cls_attr"))
