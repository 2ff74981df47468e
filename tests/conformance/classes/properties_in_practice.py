# Computed, validated and lazily cached attributes in a realistic class.

class Rectangle:
    def __init__(self, width, height):
        self.width = width
        self.height = height
        self._area_cache = None

    @property
    def width(self):
        return self._width

    @width.setter
    def width(self, value):
        if value <= 0:
            raise ValueError("width must be positive, got %r" % value)
        self._width = value
        self._area_cache = None

    @property
    def height(self):
        return self._height

    @height.setter
    def height(self, value):
        if value <= 0:
            raise ValueError("height must be positive, got %r" % value)
        self._height = value
        self._area_cache = None

    @property
    def area(self):
        if self._area_cache is None:
            print("  computing area")
            self._area_cache = self._width * self._height
        return self._area_cache

    @property
    def aspect(self):
        return self._width / self._height

    @property
    def is_square(self):
        return self._width == self._height

    def __repr__(self):
        return "Rectangle(%r, %r)" % (self._width, self._height)

r = Rectangle(3, 4)
print(r, r.area, r.area, r.aspect, r.is_square)
r.width = 4
print(r, r.area, r.is_square)
for bad in (0, -2):
    try:
        r.height = bad
    except ValueError as e:
        print(type(e).__name__, e)
try:
    r.area = 100
except AttributeError as e:
    print(type(e).__name__, e)
print(r, sorted(vars(r)))

class Temperature:
    def __init__(self):
        self._kelvin = 273.15

    celsius = property(lambda self: self._kelvin - 273.15,
                       lambda self, v: setattr(self, "_kelvin", v + 273.15),
                       doc="degrees Celsius")
    fahrenheit = property(lambda self: self.celsius * 9 / 5 + 32,
                          lambda self, v: setattr(self, "celsius", (v - 32) * 5 / 9))

t = Temperature()
t.fahrenheit = 212
print("%.2f %.2f %.2f" % (t.celsius, t.fahrenheit, t._kelvin), Temperature.celsius.__doc__)
t.celsius = -40
print("%.2f" % t.fahrenheit)
