# Class attributes read through the class object (C.x), through a subclass
# when the base changes, and through the metaclass, at warmed sites.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


class Meta(type):
    tag = "meta-tag"
    shared = "meta-shared"


class Base(metaclass=Meta):
    limit = 10
    shared = "base-shared"


class Alt(metaclass=Meta):
    limit = "alt-limit"
    shared = "alt-shared"


class Mid(Base):
    pass


class Leaf(Mid):
    pass


def read_limit(cls):
    try:
        return cls.limit
    except AttributeError as e:
        return "AttributeError(%s)" % e


def read_tag(cls):
    try:
        return cls.tag
    except AttributeError as e:
        return "AttributeError(%s)" % e


def read_shared(cls):
    return cls.shared


limits, tags, shared = [], [], []
for i in range(700):
    if i == 200:
        Base.limit = 20
    elif i == 250:
        Mid.limit = "mid"
    elif i == 300:
        Base.limit = 30
    elif i == 350:
        del Mid.limit
    elif i == 400:
        del Base.limit
    elif i == 450:
        Meta.limit = "from-metaclass"
        Leaf.tag = "leaf-tag"
        del Base.shared
    elif i == 500:
        Leaf.limit = "leaf"
        Meta.shared = property(lambda cls: "meta-property on " + cls.__name__)
    elif i == 550:
        del Meta.tag
        del Leaf.tag
    elif i == 600:
        # The metaclass property is a data descriptor, so it must go before
        # the class attribute can be stored again.
        del Meta.shared
        Base.shared = "base-again"
    elif i == 650:
        Mid.__bases__ = (Alt,)
    limits.append(read_limit(Leaf))
    tags.append(read_tag(Leaf))
    shared.append(read_shared(Leaf))
print(runs(limits))
print(runs(tags))
print(runs(shared))

# A class attribute that is a function, read through the class (not bound)
# and through an instance (bound).
class Tool:
    def use(self):
        return "use"


def through_class():
    return Tool.use


def through_instance(t):
    return t.use


t = Tool()
kinds = []
for i in range(300):
    if i == 100:
        Tool.use = staticmethod(lambda: "static")
    elif i == 200:
        Tool.use = classmethod(lambda cls: "classmethod of " + cls.__name__)
    f = through_class()
    g = through_instance(t)
    kinds.append("%s:%s/%s:%s" % (type(f).__name__, f(t) if i < 100 else f(),
                                   type(g).__name__, g()))
print(runs(kinds))
