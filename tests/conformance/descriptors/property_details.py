# property: accessors, copies made by getter/setter/deleter, docs, names and errors.

class C:
    def __init__(self): self._x = 0

    @property
    def x(self):
        "x's docstring"
        return self._x

    @x.setter
    def x(self, value):
        print("  set x", value)
        self._x = value

    @x.deleter
    def x(self):
        print("  del x")
        del self._x

    readonly = property(lambda self: "ro")
    writeonly = property(None, lambda self, v: print("  write", v))
    nothing = property()

c = C()
c.x = 5
print(c.x, C.x.__doc__, type(C.x).__name__)
del c.x
print(hasattr(c, "_x"))

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (AttributeError, TypeError) as e:
        print(label, "->", type(e).__name__, e)

attempt("set readonly", lambda: setattr(c, "readonly", 1))
attempt("del readonly", lambda: delattr(c, "readonly"))
attempt("get writeonly", lambda: c.writeonly)
c.writeonly = 7
attempt("get nothing", lambda: c.nothing)
attempt("set nothing", lambda: setattr(c, "nothing", 1))

# getter/setter/deleter return new property objects
p1 = property(lambda self: 1)
p2 = p1.setter(lambda self, v: None)
p3 = p2.deleter(lambda self: None)
print(p1 is p2, p1.fset, p2.fset is not None, p3.fdel is not None, p3.fget is p1.fget)

# __name__ and __set_name__ (3.13)
print(C.x.__name__, C.readonly.__name__)
anon = property(lambda self: 1)
attempt("anon name", lambda: anon.__name__)
class Late: pass
Late.y = anon
attempt("late name", lambda: anon.__name__)
named = property(lambda self: 1)
named.__set_name__(Late, "z")
print(named.__name__)

# doc: explicit doc wins; the getter's docstring otherwise
def getter(self):
    "getter doc"
    return 1
print(property(getter).__doc__, property(getter, doc="explicit").__doc__, property().__doc__)
p = property(getter)
print(p.setter(lambda s, v: None).__doc__)
p.__doc__ = "assigned"
print(p.__doc__)

# Properties are data descriptors: they win over the instance dict
class D:
    @property
    def v(self): return "property"
d = D()
d.__dict__["v"] = "instance"
print(d.v, D.__dict__["v"].__get__(d), D.__dict__["v"].__get__(None, D) is D.__dict__["v"])

# Calling the accessors with the wrong number of arguments
attempt("getter with no args", lambda: C.x.__get__())
attempt("fget wrong type", lambda: property(1).__get__(c))
attempt("property kwargs", lambda: property(fget=getter, fset=None, fdel=None, doc="d").__doc__)
attempt("bad kwarg", lambda: property(bad=1))

# Subclassing property keeps the subclass in copies
class MyProperty(property):
    pass
mp = MyProperty(getter)
print(type(mp.setter(lambda s, v: None)).__name__, mp.__doc__)

# An exception in the getter propagates; AttributeError triggers __getattr__
class WithGetattr:
    @property
    def broken(self):
        raise AttributeError("inner")
    def __getattr__(self, name):
        return "fallback " + name
print(WithGetattr().broken)
