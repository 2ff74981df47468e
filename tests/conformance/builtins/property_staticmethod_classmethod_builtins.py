# property, staticmethod and classmethod objects used as plain builtins.

p = property(lambda self: "got")
print(type(p).__name__, p.fget is not None, p.fset, p.fdel, p.__doc__)

def getter(self):
    "getter doc"
    return self._v

p = property(getter)
print(p.__doc__)
p2 = property(getter, doc="explicit doc")
print(p2.__doc__)

class Holder:
    value = property(getter, lambda self, v: setattr(self, "_v", v * 2))

h = Holder()
h.value = 5
print(h.value, Holder.value.fset is not None)

# Chaining getter/setter/deleter on a property object
base = property()
full = base.getter(lambda self: 1).setter(lambda self, v: None).deleter(lambda self: None)
print(base.fget, full.fget is not None, full.fset is not None, full.fdel is not None)

# staticmethod and classmethod wrap any callable
sm = staticmethod(len)
cm = classmethod(lambda cls: cls.__name__)
print(type(sm).__name__, sm.__func__ is len, type(cm).__name__)

class K:
    length = sm
    name = cm

print(K.length("four"), K().length([1]), K.name(), K().name())

# staticmethod is callable directly, classmethod is not
print(sm("abc"))
try:
    cm()
except TypeError as e:
    print(type(e).__name__, e)

# Wrapping a non-callable is allowed until it is called
weird = staticmethod(5)
class W:
    attr = weird

print(W.attr)
try:
    W.attr()
except TypeError as e:
    print(type(e).__name__, e)

# Subclassing property
class logged_property(property):
    def __get__(self, obj, objtype=None):
        if obj is not None:
            print("  reading through logged_property")
        return super().__get__(obj, objtype)

class L:
    @logged_property
    def x(self):
        return 42

print(L().x, type(L.x).__name__)
print(isinstance(L.__dict__["x"], property))
