# __slots__ members are data descriptors on the class.

class P:
    __slots__ = ("x", "y")

member = P.__dict__["x"]
print(type(member).__name__, member.__name__, member.__objclass__.__name__)

p = P()
member.__set__(p, 10)
print(member.__get__(p, P), p.x)
print(member.__get__(None, P) is member)
try:
    member.__get__(p.__class__.__new__(P), P)
except AttributeError as e:
    print(type(e).__name__, e)
member.__delete__(p)
print(hasattr(p, "x"))

# A member descriptor refuses instances of other classes
class Q:
    __slots__ = ("x",)

try:
    member.__set__(Q(), 1)
except TypeError as e:
    print(type(e).__name__, e)

# Slots take precedence because they are data descriptors
class WithDictToo:
    __slots__ = ("v", "__dict__")

w = WithDictToo()
w.v = "slot value"
w.__dict__["v"] = "dict value"
print(w.v, w.__dict__)

# A property overriding a slot in a subclass
class Base:
    __slots__ = ("_n",)

    def __init__(self):
        self._n = 0

class Derived(Base):
    __slots__ = ()

    @property
    def n(self):
        return self._n

    @n.setter
    def n(self, value):
        self._n = max(0, value)

d = Derived()
d.n = -5
print(d.n)
d.n = 7
print(d.n)

# Slots with default-like behaviour through __getattr__
class Lazy:
    __slots__ = ("value",)

    def __getattr__(self, name):
        return "unset %s" % name

lz = Lazy()
print(lz.value)
lz.value = 3
print(lz.value)
