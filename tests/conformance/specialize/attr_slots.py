# Loads and stores of __slots__ members at warmed sites: a slot deleted (the
# AttributeError message), a slot never set, the slot descriptor shadowed on
# a subclass by a property, and objects of classes with other slot layouts.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


def get_y(v):
    try:
        return v.y
    except AttributeError as e:
        return "AttributeError(%s)" % e


def set_y(v, value):
    try:
        v.y = value
        return "ok"
    except AttributeError as e:
        return "AttributeError(%s)" % e


v = Vec(1, 2)
out = []
for i in range(500):
    if i == 200:
        del v.y
    elif i == 250:
        v.y = "restored"
    elif i == 300:
        v = Vec.__new__(Vec)
    elif i == 350:
        v.y = 3
    elif i == 400:
        v = Vec(7, 8)
    out.append(get_y(v))
print(runs(out))

# Deleting an unset slot.
empty = Vec.__new__(Vec)
try:
    del empty.x
except AttributeError as e:
    print("AttributeError:", e)

# A store to a slot that does not exist.
stores = []
for i in range(300):
    stores.append(set_y(v, i))
print(stores[-1], v.y)
try:
    v.z = 1
except AttributeError as e:
    print("AttributeError:", e)


# Subclasses: one adds more slots, one shadows y with a property, one has a dict.
class Vec3(Vec):
    __slots__ = ("z",)

    def __init__(self, x, y, z):
        Vec.__init__(self, x, y)
        self.z = z


class Doubled(Vec):
    __slots__ = ()
    y = property(lambda self: Vec.y.__get__(self) * 2, lambda self, val: Vec.y.__set__(self, val))


class Loose(Vec):
    pass


objs = [Vec(1, 10), Vec3(2, 20, 200), Doubled(3, 30), Loose(4, 40)]
ys = []
for i in range(400):
    ys.append(get_y(objs[i % 4]))
print(ys[:8], sum(ys))
for o in objs:
    print(type(o).__name__, set_y(o, 5), get_y(o))

# A loose instance can also hold an attribute in its dict named like a slot:
# the slot descriptor (a data descriptor) still wins.
loose = Loose(0, 0)
loose.__dict__["y"] = "dict-y"
print(get_y(loose), loose.__dict__)

# The slot descriptor on the class replaced by a plain value mid-loop.
class Pair:
    __slots__ = ("first", "second")


pair = Pair()
pair.first = "one"
firsts = []
for i in range(300):
    if i == 100:
        saved = Pair.first
        Pair.first = "class-value"
    elif i == 200:
        Pair.first = saved
    firsts.append(pair.first)
print(runs(firsts))
