# The name `super` rebound as a module global (to another callable, to a
# wrapper around the builtin) while zero-argument super() calls are warm,
# then deleted so that the builtin is found again; also two-argument super
# with arguments that change between calls, and a super object cached and
# reused.
import builtins


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


real_super = builtins.super


class Base:
    def name(self):
        return "Base.name"


class Mid(Base):
    def name(self):
        return "Mid.name"


class Leaf(Mid):
    def name(self):
        try:
            return "Leaf>" + super().name()
        except Exception as e:
            return "Leaf>%s(%s)" % (type(e).__name__, e)


class Impostor:
    def __init__(self, *args):
        self.args = args

    def name(self):
        return "impostor with %d args" % len(self.args)


wrapped = []


def wrapping_super(*args):
    wrapped.append(len(args))
    return real_super(*args) if args else real_super(Leaf, leaf)


leaf = Leaf()
out = []
for i in range(500):
    if i == 200:
        super = Impostor
    elif i == 250:
        super = wrapping_super
    elif i == 300:
        del super
    elif i == 350:
        builtins.super = Impostor
    elif i == 400:
        builtins.super = real_super
        super = lambda: "not callable further"
    elif i == 450:
        del super
    out.append(leaf.name())
print(runs(out))
print(len(wrapped), sorted(set(wrapped)))
print(leaf.name(), builtins.super is real_super)


# Two-argument super whose arguments change between calls at one site.
def via(cls, obj):
    return super(cls, obj).name()


names = []
for i in range(300):
    cls = (Leaf, Mid)[i % 2]
    names.append(via(cls, leaf))
print(runs(names[:4]), names.count("Mid.name"), names.count("Base.name"))
try:
    via(Leaf, Base())
except TypeError as e:
    print("TypeError:", e)

# A super object made once and reused while the class changes.
proxy = super(Leaf, leaf)
seen = []
for i in range(300):
    if i == 150:
        Mid.name = lambda self: "Mid.name v2"
    seen.append(proxy.name())
print(runs(seen))
