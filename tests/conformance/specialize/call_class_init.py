# Class instantiation (C(args)) at a warmed site while the class changes:
# __init__ replaced, deleted (object.__init__ then refuses arguments),
# __new__ added and replaced, __init__ returning non-None (TypeError), wrong
# argument counts (the messages), and a metaclass __call__ added later.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return ["%s*%d" % (v, n) for v, n in out]


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return "Point(%r, %r)" % (self.__dict__.get("x"), self.__dict__.get("y"))


def build():
    try:
        return repr(Point(1, 2))
    except TypeError as e:
        return "TypeError(%s)" % e


def init_scaled(self, x, y):
    self.x = x * 10
    self.y = y * 10


def init_returning(self, x, y):
    return "oops"


def init_one(self, x):
    self.x = x


def new_cached(cls, *args):
    obj = object.__new__(cls)
    obj.x = "from __new__"
    return obj


def new_other(cls, *args):
    return "not a Point: %r" % (args,)


out = []
for i in range(700):
    if i == 200:
        Point.__init__ = init_scaled
    elif i == 250:
        Point.__init__ = init_returning
    elif i == 300:
        Point.__init__ = init_one
    elif i == 350:
        del Point.__init__
    elif i == 400:
        Point.__new__ = new_cached
    elif i == 450:
        Point.__init__ = init_scaled
    elif i == 500:
        Point.__new__ = new_other
    elif i == 550:
        # (Deleting __new__ again is left out: CPython then keeps refusing
        # arguments in object.__new__, a quirk of its slot machinery.)
        Point.__new__ = lambda cls, *args: object.__new__(cls)
        Point.__init__ = lambda self, *args, **kwargs: None
    elif i == 600:
        Point.__init__ = lambda self, x, y, z=3: setattr(self, "y", x + y + z)
    elif i == 650:
        Point.__init__ = staticmethod(lambda *args: None)
    out.append(build())
for part in runs(out):
    print(part)


# A metaclass __call__ added to the metaclass while instantiation is warm.
class Meta(type):
    pass


class Widget(metaclass=Meta):
    def __init__(self, size):
        self.size = size


def make_widget():
    w = Widget(4)
    return w if isinstance(w, str) else "Widget(size=%r)" % w.size


made = []
for i in range(300):
    if i == 100:
        Meta.__call__ = lambda cls, *args: "intercepted %s%r" % (cls.__name__, args)
    elif i == 200:
        Meta.__call__ = lambda cls, *args: type.__call__(cls, args[0] * 2)
    made.append(make_widget())
print(" ".join(runs(made)))

# A subclass without its own __init__ is instantiated at the same site as
# the base while the base's __init__ changes.
class Base:
    def __init__(self, v):
        self.v = v


class Derived(Base):
    pass


vals = []
for i in range(300):
    if i == 150:
        Base.__init__ = lambda self, v: setattr(self, "v", -v)
    cls = Base if i % 2 else Derived
    vals.append(cls(i).v * (1 if i < 150 else -1) == i)
print(all(vals), len(vals))
