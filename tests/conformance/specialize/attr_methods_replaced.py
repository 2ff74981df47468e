# Method calls (o.m()) at warmed sites while the method changes: replaced on
# the class, deleted so the base's is found, turned into a staticmethod or a
# classmethod, replaced by a callable object, and by a non-callable.


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


class Animal:
    def noise(self):
        return "generic noise"


class Dog(Animal):
    def noise(self):
        return "woof"


class OtherBase:
    def noise(self):
        return "other base"


class Loud:
    def __init__(self, word):
        self.word = word

    def __call__(self, *args):
        return "%s (%d args)" % (self.word.upper(), len(args))


def make_noise(a):
    try:
        return a.noise()
    except TypeError as e:
        return "TypeError(%s)" % e


d = Dog()
out = []
for i in range(800):
    if i == 200:
        Dog.noise = lambda self: "replaced"
    elif i == 250:
        del Dog.noise
    elif i == 300:
        Dog.noise = staticmethod(lambda: "static")
    elif i == 350:
        Dog.noise = classmethod(lambda cls: "classmethod " + cls.__name__)
    elif i == 400:
        Dog.noise = Loud("callable object")
    elif i == 450:
        Dog.noise = "not callable"
    elif i == 500:
        Dog.noise = staticmethod(Loud("static callable"))
    elif i == 550:
        def noise(self, volume=3):
            return "default volume %d" % volume
        Dog.noise = noise
    elif i == 600:
        Animal.noise = lambda self: "animal changed"
        del Dog.noise
    elif i == 650:
        Dog.noise = len
    elif i == 700:
        Dog.noise = lambda: "no self"
    elif i == 750:
        del Dog.noise
        Dog.__bases__ = (OtherBase,)
    out.append(make_noise(d))
print(runs(out))

# A method replaced by a function that reads a global changed mid-loop.
suffix = "!"


class Speaker:
    def say(self, word):
        return word + suffix


s = Speaker()
said = []
for i in range(300):
    if i == 100:
        suffix = "?"
    elif i == 200:
        Speaker.say = lambda self, word: word * 2 + suffix
    said.append(s.say("hi"))
print(runs(said))

# Many classes at one call site (megamorphic), each with its own method.
classes = []
for k in range(12):
    classes.append(type("K%d" % k, (), {"who": (lambda k: lambda self: k * k)(k)}))
objs = [cls() for cls in classes]
total = 0
for i in range(600):
    total += objs[i % 12].who()
print(total)
classes[5].who = lambda self: 1000
total = 0
for i in range(600):
    total += objs[i % 12].who()
print(total)
