# super() attribute loads, zero-argument and two-argument, at warmed sites
# while the base class's method is replaced, deleted (so a grand-base's is
# found), turned into a property or classmethod, and while the MRO changes.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return ["%s*%d" % (v, n) for v, n in out]


class Root:
    def describe(self):
        return "root"

    label = "root-label"


class Base(Root):
    def describe(self):
        return "base"


class Child(Base):
    def describe(self):
        try:
            return "child>" + super().describe()
        except AttributeError as e:
            return "child>AttributeError(%s)" % e

    def describe2(self):
        try:
            return "child2>" + super(Child, self).describe()
        except AttributeError as e:
            return "child2>AttributeError(%s)" % e

    def label_of(self):
        return super().label


c = Child()
one, two, labels = [], [], []
for i in range(700):
    if i == 200:
        Base.describe = lambda self: "base-v2"
    elif i == 250:
        del Base.describe
    elif i == 300:
        Root.describe = lambda self: "root-v2"
    elif i == 350:
        Base.describe = property(lambda self: lambda: "from property")
    elif i == 400:
        Base.describe = classmethod(lambda cls: "classmethod on " + cls.__name__)
    elif i == 450:
        Base.describe = staticmethod(lambda: "static")
    elif i == 500:
        del Base.describe
        del Root.describe
    elif i == 550:
        Base.label = "base-label"
        Root.describe = lambda self: "root-v3"
    elif i == 600:
        c.describe_instance = "instance attrs are not seen by super"
        Base.__getattr__ = lambda self, name: "getattr " + name
    elif i == 650:
        del Base.label
        del Root.label
    one.append(c.describe())
    two.append(c.describe2())
    try:
        labels.append(c.label_of())
    except AttributeError as e:
        labels.append("AttributeError(%s)" % e)
for part in runs(one) + runs(two) + runs(labels):
    print(part)


# super() in __init__ chains warmed, then a middle class inserted by
# changing __bases__.
class A:
    def __init__(self):
        self.trail = ["A"]


class B(A):
    def __init__(self):
        super().__init__()
        self.trail.append("B")


class Extra(A):
    def __init__(self):
        super().__init__()
        self.trail.append("Extra")


class C(B):
    def __init__(self):
        super().__init__()
        self.trail.append("C")


trails = []
for i in range(300):
    if i == 150:
        B.__bases__ = (Extra,)
    trails.append("-".join(C().trail))
print(" ".join(runs(trails)))
print([k.__name__ for k in C.__mro__])
