# Attribute stores to class objects (C.count += 1) and to modules
# (mod.x = v) at warmed sites, while a metaclass gains a data descriptor or
# __setattr__, a subclass arrives at the site, and a module's class becomes
# a ModuleType subclass with a property setter.
import sys


def runs(values):
    out = []
    for value in values:
        if out and out[-1][0] == value:
            out[-1][1] += 1
        else:
            out.append([value, 1])
    return " ".join("%s*%d" % (v, n) for v, n in out)


class Meta(type):
    pass


class Registry(metaclass=Meta):
    count = 0


class SubRegistry(Registry):
    pass


def bump(cls):
    cls.count += 1
    return cls.count


out = []
for i in range(500):
    if i == 200:
        out.append(("switch to subclass", SubRegistry.count))
    elif i == 250:
        Meta.count = property(lambda cls: cls.__dict__.get("_count", 0),
                              lambda cls, v: type.__setattr__(cls, "_count", v * 10))
    elif i == 300:
        del Meta.count
    elif i == 350:
        Meta.__setattr__ = lambda cls, name, v: type.__setattr__(cls, name, v + 1000)
    elif i == 400:
        del Meta.__setattr__
    target = Registry if i < 200 else SubRegistry
    out.append(bump(target))
print(out[:3], out[199:203], out[251:254], out[301:304], out[351:354], out[-3:])
print(Registry.count, SubRegistry.count,
      sorted(k for k in SubRegistry.__dict__ if not k.startswith("__")))

# A builtin type has no count to read, and refuses stores at a warmed site.
def store(cls, v):
    cls.count = v


for i in range(300):
    store(Registry, i)
for target in (int, Registry, SubRegistry):
    try:
        bump(target)
        store(target, -1)
        print(target.__name__, target.count)
    except (TypeError, AttributeError) as e:
        print("%s: %s" % (type(e).__name__, e))
try:
    store(int, 1)
except TypeError as e:
    print("TypeError:", e)

# Module attribute stores.
ModuleType = type(sys)


class Guarded(ModuleType):
    @property
    def level(self):
        return self.__dict__.get("_level", "unset")

    @level.setter
    def level(self, v):
        if v < 0:
            raise ValueError("negative level")
        self.__dict__["_level"] = v * 2


mod = ModuleType("settings")


def store_level(m, v):
    try:
        m.level = v
        return m.level
    except ValueError as e:
        return "ValueError(%s)" % e


levels = []
for i in range(300):
    if i == 100:
        mod.__class__ = Guarded
    elif i == 200:
        mod.__class__ = ModuleType
    levels.append(store_level(mod, i % 3 - 1))
print(runs(levels[:10]), runs(levels[100:110]), runs(levels[200:206]))
print(sorted(k for k in mod.__dict__ if not k.startswith("__")))
