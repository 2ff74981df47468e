# weakref.proxy: forwarding attributes, operators, calls and containers to
# the referent, and ReferenceError once it is gone.
import weakref


class Vector:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return "Vector(%r, %r)" % (self.x, self.y)

    def __str__(self):
        return "<%s, %s>" % (self.x, self.y)

    def __add__(self, other):
        if isinstance(other, Vector):
            return Vector(self.x + other.x, self.y + other.y)
        return Vector(self.x + other, self.y + other)

    def __radd__(self, other):
        return Vector(self.x + other, self.y + other)

    def __mul__(self, k):
        return Vector(self.x * k, self.y * k)

    def __neg__(self):
        return Vector(-self.x, -self.y)

    def __eq__(self, other):
        return isinstance(other, Vector) and (self.x, self.y) == (other.x, other.y)

    def __lt__(self, other):
        return (self.x, self.y) < (other.x, other.y)

    __hash__ = None

    def __len__(self):
        return 2

    def __getitem__(self, i):
        return (self.x, self.y)[i]

    def __iter__(self):
        yield self.x
        yield self.y

    def __bool__(self):
        return bool(self.x or self.y)

    def norm1(self):
        return abs(self.x) + abs(self.y)


v = Vector(3, -4)
p = weakref.proxy(v)
print(type(p).__name__, type(p) is weakref.ProxyType)
print(p.x, p.y, p.norm1())
print(p + Vector(1, 1), 10 + p, p * 2, -p)
print(p == Vector(3, -4), p != v, p < Vector(5, 0))
print(len(p), p[0], p[-1], list(p), bool(p))
print(str(p), p.__class__.__name__)
print(isinstance(p, Vector), isinstance(p, weakref.ProxyType))
p.x = 7
print(v.x)
del p.y
print(hasattr(v, "y"))
v.y = 1
print(weakref.proxy(v) is p, "plain proxies are shared")
print(weakref.getweakrefcount(v))
try:
    hash(p)
except TypeError as e:
    print("TypeError:", e)


class Counter:
    def __init__(self):
        self.calls = 0

    def __call__(self, n):
        self.calls += n
        return self.calls


c = Counter()
cp = weakref.proxy(c)
print(type(cp).__name__, callable(cp), cp(5), cp(2), c.calls)
print(type(weakref.proxy(len)).__name__, weakref.proxy(len)([1, 2]))

d = {"a": 1}


class Box(dict):
    pass


box = Box(a=1)
bp = weakref.proxy(box)
bp["b"] = 2
print(sorted(box.items()), "a" in bp, bp["a"])
del bp["a"]
print(box)

# Proxies with a callback are not shared and carry it.
notes = []
q = weakref.proxy(v, lambda pr: notes.append("proxy callback"))
print(q is p, weakref.getweakrefcount(v))

del v
print(notes)
for action in (lambda: p.x, lambda: p + 1, lambda: len(p), lambda: str(p), lambda: bool(p),
               lambda: p == 1, lambda: setattr(p, "x", 1)):
    try:
        action()
        print("no error")
    except ReferenceError as e:
        print("ReferenceError:", e)
print(issubclass(ReferenceError, Exception), ReferenceError.__mro__[1].__name__)
