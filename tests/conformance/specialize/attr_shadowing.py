# Load sites warmed on a method or a class attribute, then shadowed: an
# instance attribute hiding a method, a class attribute added later that
# hides a base class's, and an instance attribute hidden by a data
# descriptor added afterwards.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


class Base:
    kind = "base-kind"

    def greet(self):
        return "method"


class Child(Base):
    pass


def call_greet(o):
    return o.greet()


def read_kind(o):
    return o.kind


c = Child()
results = []
for i in range(500):
    if i == 200:
        c.greet = lambda: "instance-lambda"
    elif i == 250:
        del c.greet
    elif i == 300:
        Child.greet = lambda self: "child-method"
    elif i == 350:
        c.greet = lambda: "instance-again"
    elif i == 400:
        del c.greet
        del Child.greet
    elif i == 450:
        Base.greet = lambda self: "base-replaced"
    results.append(call_greet(c))
print(runs(results))

kinds = []
other = Child()
for i in range(500):
    if i == 200:
        Child.kind = "child-kind"
    elif i == 250:
        other.kind = "instance-kind"
    elif i == 300:
        del Child.kind
    elif i == 350:
        Base.kind = "base-changed"
    elif i == 400:
        del other.kind
    elif i == 450:
        del Base.kind
    try:
        kinds.append(read_kind(other))
    except AttributeError as e:
        kinds.append("AttributeError:" + str(e))
print(runs(kinds))

# An instance attribute read many times, then a property with the same name
# appears on the class: the data descriptor wins over the instance dict.
class Plain:
    def __init__(self):
        self.size = 5


def read_size(o):
    return o.size


p = Plain()
sizes = []
for i in range(400):
    if i == 200:
        Plain.size = property(lambda self: "property")
    elif i == 250:
        Plain.size = "class-constant"
    elif i == 300:
        del Plain.size
    elif i == 350:
        Plain.size = property(lambda self: self.__dict__["size"] * 100)
    sizes.append(read_size(p))
print(runs(sizes))
