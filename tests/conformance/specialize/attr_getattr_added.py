# Attribute loads warmed on a class without hooks, then __getattr__ and
# __getattribute__ are added to (and removed from) the class mid-loop.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


class Thing:
    def __init__(self):
        self.present = "present"

    def method(self):
        return "method"


def load_present(t):
    return t.present


def load_absent(t):
    try:
        return t.absent
    except AttributeError as e:
        return "AttributeError(%s)" % e


def load_method(t):
    return t.method()


t = Thing()
a, b, c = [], [], []
for i in range(600):
    if i == 200:
        Thing.__getattr__ = lambda self, name: "fallback:" + name
    elif i == 300:
        Thing.__getattribute__ = lambda self, name: (
            (lambda: "intercepted") if name == "method" else "all:" + name)
    elif i == 400:
        del Thing.__getattribute__
    elif i == 500:
        del Thing.__getattr__
    a.append(load_present(t))
    b.append(load_absent(t))
    c.append(load_method(t))
print(runs(a))
print(runs(b))
print(runs(c))

# __getattr__ raising something other than AttributeError, and
# __getattribute__ delegating to object's.
class Strict:
    def __init__(self):
        self.x = 1


def load_x(s):
    try:
        return s.x
    except Exception as e:
        return "%s(%s)" % (type(e).__name__, e)


def load_y(s):
    try:
        return s.y
    except Exception as e:
        return "%s(%s)" % (type(e).__name__, e)


s = Strict()
xs, ys = [], []
for i in range(400):
    if i == 100:
        def ga(self, name):
            raise KeyError(name)
        Strict.__getattr__ = ga
    elif i == 200:
        def gab(self, name):
            if name == "x":
                return object.__getattribute__(self, name) * 10
            return object.__getattribute__(self, name)
        Strict.__getattribute__ = gab
    elif i == 300:
        del Strict.__getattribute__
        del Strict.__getattr__
    xs.append(load_x(s))
    ys.append(load_y(s))
print(runs(xs))
print(runs(ys))

# A subclass inheriting a __getattr__ added to its base later.
class Base:
    pass


class Leaf(Base):
    pass


leaf = Leaf()
out = []
for i in range(300):
    if i == 150:
        Base.__getattr__ = lambda self, n: n.upper()
    try:
        out.append(leaf.color)
    except AttributeError as e:
        out.append(str(e))
print(runs(out))
