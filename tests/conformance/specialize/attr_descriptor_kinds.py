# Descriptors at warmed load sites whose kind changes under them: a
# non-data descriptor's type gains __set__ (becoming a data descriptor that
# beats the instance dict), loses it again, and a descriptor's __get__ is
# replaced on its type.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


class Desc:
    def __get__(self, obj, owner=None):
        if obj is None:
            return "desc-on-class"
        return "desc-get"


class Host:
    attr = Desc()


def read(h):
    value = h.attr
    return "Desc instance" if isinstance(value, Desc) else value


def read_class():
    return Host.attr


h = Host()
h.__dict__["attr"] = "instance-dict"
vals, cvals = [], []
for i in range(600):
    if i == 200:
        # With __set__ on its type the descriptor becomes a data descriptor.
        Desc.__set__ = lambda self, obj, value: None
    elif i == 250:
        Desc.__get__ = lambda self, obj, owner=None: "new-get"
    elif i == 300:
        del Desc.__set__
    elif i == 350:
        Desc.__delete__ = lambda self, obj: None
    elif i == 400:
        del Desc.__delete__
        del h.__dict__["attr"]
    elif i == 450:
        del Desc.__get__
    elif i == 500:
        Desc.__get__ = lambda self, obj, owner=None: "restored-get:" + type(obj).__name__
    elif i == 550:
        Host.attr = 42
    vals.append(read(h))
    cvals.append(str(read_class()) if not isinstance(read_class(), Desc) else "Desc instance")
print(runs(vals))
print(runs(cvals))

# A function stored in the instance dict is not bound; the same function on
# the class is.
def show(*args):
    return "%d args" % len(args)


class Holder:
    pass


x = Holder()
bound = []
for i in range(300):
    if i == 100:
        Holder.show = show
    elif i == 200:
        x.show = show
    try:
        bound.append(x.show())
    except AttributeError as e:
        bound.append("AttributeError")
print(runs(bound))

# classmethod and staticmethod objects whose wrapped callable is swapped by
# replacing the descriptor on the class.
class Factory:
    @classmethod
    def make(cls):
        return "classmethod:" + cls.__name__


class SubFactory(Factory):
    pass


made = []
sf = SubFactory()
for i in range(300):
    if i == 100:
        Factory.make = staticmethod(lambda: "static")
    elif i == 200:
        Factory.make = classmethod(lambda cls: "new classmethod:" + cls.__name__)
    made.append(sf.make() + "/" + SubFactory.make())
print(runs(made))
