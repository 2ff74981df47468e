# property: getters, setters, deleters, docs, and the errors when parts are missing.

class Circle:
    def __init__(self, radius):
        self.radius = radius

    @property
    def radius(self):
        """The radius, never negative."""
        return self._radius

    @radius.setter
    def radius(self, value):
        if value < 0:
            raise ValueError("radius must be >= 0, got %r" % value)
        self._radius = value

    @radius.deleter
    def radius(self):
        print("  deleting radius")
        del self._radius

    @property
    def area(self):
        return 3 * self._radius ** 2

c = Circle(2)
print(c.radius, c.area)
c.radius = 5
print(c.radius, c.area, vars(c))
try:
    c.radius = -1
except ValueError as e:
    print(type(e).__name__, e)
try:
    c.area = 10
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del c.area
except AttributeError as e:
    print(type(e).__name__, e)
del c.radius
try:
    c.radius
except AttributeError as e:
    print(type(e).__name__, e)

print(Circle.radius.__doc__, type(Circle.radius).__name__)
print(Circle.area.fget.__name__, Circle.area.fset, Circle.radius.fdel.__name__)

# property() called directly
class Temp:
    def _get(self):
        return self._c

    def _set(self, v):
        self._c = float(v)

    celsius = property(_get, _set, None, "temperature in C")
    fahrenheit = property(lambda self: self._c * 9 / 5 + 32)

t = Temp()
t.celsius = "21"
print(t.celsius, t.fahrenheit, Temp.celsius.__doc__)

# getter/setter return new property objects
p1 = property(lambda self: 1)
p2 = p1.setter(lambda self, v: None)
print(p1 is p2, p1.fset, p2.fset is not None)

# A property with only a deleter
class OnlyDel:
    x = property(None, None, lambda self: print("  only deleter ran"))

o = OnlyDel()
del o.x
try:
    o.x
except AttributeError as e:
    print(type(e).__name__, e)

# Property names in error messages come from __set_name__
class Named:
    value = property(lambda self: 42)

try:
    Named().value = 1
except AttributeError as e:
    print(type(e).__name__, e)
print(Named.value.__name__)

# A getter raising AttributeError
class Flaky:
    @property
    def broken(self):
        raise AttributeError("computed attribute is unavailable")

try:
    Flaky().broken
except AttributeError as e:
    print(type(e).__name__, e)
print(hasattr(Flaky(), "broken"), getattr(Flaky(), "broken", "fallback"))
