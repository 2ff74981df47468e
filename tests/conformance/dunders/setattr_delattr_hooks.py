# __setattr__ and __delattr__ for validation, logging and immutability.

class Logged:
    def __setattr__(self, name, value):
        print("  set %s = %r" % (name, value))
        super().__setattr__(name, value)

    def __delattr__(self, name):
        print("  del %s" % name)
        super().__delattr__(name)

l = Logged()
l.a = 1
l.a += 1
setattr(l, "b", [])
l.b.append(3)
del l.a
delattr(l, "b")
print(vars(l))
try:
    del l.nothing
except AttributeError as e:
    print(type(e).__name__, e)

# Frozen objects
class Frozen:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        object.__setattr__(self, "x", x)
        object.__setattr__(self, "y", y)

    def __setattr__(self, name, value):
        raise AttributeError("%s is frozen" % type(self).__name__)

    def __delattr__(self, name):
        raise AttributeError("cannot delete %r from a frozen object" % name)

    def __repr__(self):
        return "Frozen(%r, %r)" % (self.x, self.y)

f = Frozen(1, 2)
print(f)
for action in (lambda: setattr(f, "x", 5), lambda: delattr(f, "y")):
    try:
        action()
    except AttributeError as e:
        print(type(e).__name__, e)

# Validation with type coercion
class Settings:
    types = {"port": int, "debug": bool, "name": str}

    def __setattr__(self, name, value):
        if name not in self.types:
            raise AttributeError("unknown setting %r" % name)
        try:
            value = self.types[name](value)
        except (TypeError, ValueError):
            raise TypeError("%s must be %s" % (name, self.types[name].__name__)) from None
        super().__setattr__(name, value)

s = Settings()
s.port = "8080"
s.debug = 1
s.name = 42
print(sorted(vars(s).items()))
for name, value in (("colour", "red"), ("port", "eighty")):
    try:
        setattr(s, name, value)
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)

# __setattr__ also intercepts assignments from methods and descriptors' behaviour remains
class WithProperty:
    def __setattr__(self, name, value):
        print("  __setattr__", name)
        object.__setattr__(self, name, value)

    @property
    def p(self):
        return "property"

    @p.setter
    def p(self, value):
        print("  property setter", value)

w = WithProperty()
w.p = 10
w.q = 20
print(w.p, w.q)
