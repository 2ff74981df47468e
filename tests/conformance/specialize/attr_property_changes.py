# A warmed property load, then the getter is replaced on the class, the
# property raises, the property is replaced by a plain attribute, and a
# property defined on a subclass takes over.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


class Temp:
    def __init__(self, c):
        self._c = c

    @property
    def fahrenheit(self):
        return self._c * 9 // 5 + 32


def read(t):
    try:
        return t.fahrenheit
    except Exception as e:
        return "%s(%s)" % (type(e).__name__, e)


t = Temp(100)
calls = [0]


def counting(self):
    calls[0] += 1
    return -self._c


def failing(self):
    raise ValueError("sensor offline")


def missing(self):
    return self.nonexistent


out = []
for i in range(600):
    if i == 200:
        Temp.fahrenheit = property(counting)
    elif i == 250:
        Temp.fahrenheit = property(failing)
    elif i == 300:
        Temp.fahrenheit = property(missing)
    elif i == 350:
        Temp.fahrenheit = 451
    elif i == 400:
        t.__dict__["fahrenheit"] = "instance"
    elif i == 450:
        Temp.fahrenheit = property(lambda self: "property-beats-instance")
    elif i == 500:
        del Temp.fahrenheit
    elif i == 550:
        t._c = 0
        Temp.fahrenheit = property(lambda self: self._c * 9 // 5 + 32)
    out.append(read(t))
print(runs(out))
print("counting getter ran", calls[0], "times")

# A property whose getter is an attribute lookup on another warmed site.
class Outer:
    @property
    def inner(self):
        return self._inner.value


class Inner:
    value = "inner-class-value"


o = Outer()
o._inner = Inner()
vals = []
for i in range(300):
    if i == 150:
        Inner.value = "changed"
    if i == 200:
        o._inner = type("Other", (), {"value": "other-type"})()
    if i == 250:
        o._inner.value = "on-instance"
    vals.append(o.inner)
print(runs(vals))

# Subclass property overriding a base plain attribute, added mid-loop.
class B:
    name = "B.name"


class D(B):
    pass


d = D()
names = []
for i in range(300):
    if i == 100:
        D.name = property(lambda self: "D.property")
    if i == 200:
        B.name = property(lambda self: "B.property")
        del D.name
    names.append(d.name)
print(runs(names))
