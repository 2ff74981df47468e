# A value class implementing the common protocols together: a 2-D vector.

class Vector:
    __slots__ = ("x", "y")

    def __init__(self, x=0, y=0):
        object.__setattr__(self, "x", x)
        object.__setattr__(self, "y", y)

    def __setattr__(self, name, value):
        raise AttributeError("Vector is immutable")

    def __repr__(self):
        return "Vector(%r, %r)" % (self.x, self.y)

    def __str__(self):
        return "(%s, %s)" % (self.x, self.y)

    def __format__(self, spec):
        return "(" + self.x.__format__(spec) + ", " + self.y.__format__(spec) + ")"

    def __eq__(self, other):
        if not isinstance(other, Vector):
            return NotImplemented
        return (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    def __bool__(self):
        return bool(self.x or self.y)

    def __add__(self, other):
        if not isinstance(other, Vector):
            return NotImplemented
        return Vector(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        if not isinstance(other, Vector):
            return NotImplemented
        return Vector(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Vector(self.x * k, self.y * k)
        if isinstance(k, Vector):
            return self.x * k.x + self.y * k.y
        return NotImplemented

    __rmul__ = __mul__

    def __neg__(self):
        return Vector(-self.x, -self.y)

    def __iter__(self):
        yield self.x
        yield self.y

    def __getitem__(self, i):
        return (self.x, self.y)[i]

    def __len__(self):
        return 2

v, w = Vector(3, 4), Vector(1, -2)
print(v, repr(w), f"{v:.1f}", abs(v), bool(Vector()), bool(w))
print(v + w, v - w, v * 2, 3 * w, v * w, -v, list(v), v[1], len(v), tuple(w))
x, y = v
print(x, y, v == Vector(3, 4), v != w, v == (3, 4), {v: "v"}[Vector(3, 4)],
      len({v, Vector(3, 4), w}))
print(sorted([v, w, Vector()], key=abs), max([v, w], key=lambda u: u.y))
for bad in (lambda: setattr(v, "x", 1), lambda: v + 1, lambda: v * "s", lambda: v < w):
    try:
        bad()
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)
