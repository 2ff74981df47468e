# Sites warmed with exact builtin types (list, tuple, dict, int) then given
# subclasses that override the protocol the specialized instruction would
# bypass: __iter__ for unpacking and for loops, __getitem__, __setitem__,
# __contains__, __len__ results of the wrong kind, metaclass
# __instancecheck__, super() with a rebound self, and a class whose
# metaclass is swapped to one with a data descriptor.


class IterList(list):
    def __iter__(self):
        return iter(["sub0", "sub1"])

    def __setitem__(self, i, v):
        list.__setitem__(self, i, ("set", v))


class ItemTuple(tuple):
    def __getitem__(self, i):
        return "tuple item %r" % (i,)

    def __iter__(self):
        return iter(["t0", "t1"])


class AlwaysIn(dict):
    def __contains__(self, k):
        return "contains override"


def unpack(x):
    a, b = x
    return a, b


def second(x):
    return x[1]


def has(d, k):
    return k in d


def put_first(lst, v):
    lst[0] = v
    return lst[0]


def loop(x):
    out = []
    for v in x:
        out.append(v)
    return out


for i in range(300):
    unpack([i, i])
    unpack((i, i))
    second((1, 2))
    second([1, 2])
    has({1: 2}, 1)
    put_first([0], i)
    loop([1, 2])
    loop((1, 2))

print(unpack(IterList([1, 2])), unpack(ItemTuple((1, 2))), second(ItemTuple((1, 2))))
print(has(AlwaysIn(), 1), put_first(IterList([0]), 5), loop(IterList([1, 2])),
      loop(ItemTuple((1, 2))))
print(unpack([3, 4]), second((5, 6)), has({1: 2}, 2), put_first([9], 8), loop((7,)))


class BigLen:
    def __len__(self):
        return 2 ** 70


class StrLen:
    def __len__(self):
        return "3"


class NegLen:
    def __len__(self):
        return -5


class IntSubLen:
    def __len__(self):
        return True


def size(x):
    try:
        return len(x)
    except Exception as e:
        return "%s(%s)" % (type(e).__name__, e)


for i in range(300):
    size([1])
print(size(BigLen()), size(StrLen()), size(NegLen()), size(IntSubLen()), size(5), size(True))


class Picky(type):
    def __instancecheck__(cls, obj):
        return obj == "special"


class Special(metaclass=Picky):
    pass


def check(x, t):
    return isinstance(x, t)


for i in range(300):
    check(i, int)
    check(i, Special)
print(check("special", Special), check(1, Special), check(1, (str, Special)),
      check("special", (int, Special)), check(True, int))


class Base:
    def hello(self):
        return "Base.hello"

    @classmethod
    def make(cls):
        return "make " + cls.__name__


class Kid(Base):
    def hello(self):
        return "Kid>" + super().hello()

    def hello_as(self, other):
        self = other
        try:
            return super().hello()
        except TypeError as e:
            return "TypeError(%s)" % e

    @classmethod
    def make(cls):
        return "Kid>" + super().make()


class Grandkid(Kid):
    pass


k = Kid()
for i in range(300):
    k.hello()
    Kid.make()
    k.hello_as(k)
print(k.hello(), Kid.make(), Grandkid.make(), Grandkid().hello())
print(k.hello_as(Base()))
print(k.hello_as(5))


# A class whose metaclass is swapped for one with a data descriptor of the
# same name as the class attribute.
class PlainMeta(type):
    pass


class PropertyMeta(type):
    @property
    def x(cls):
        return "metaclass property"


class Configured(metaclass=PlainMeta):
    x = "class attribute"


def read_x(c):
    return c.x


for i in range(300):
    read_x(Configured)
Configured.__class__ = PropertyMeta
print(read_x(Configured), type(Configured).__name__)
Configured.__class__ = PlainMeta
print(read_x(Configured))
