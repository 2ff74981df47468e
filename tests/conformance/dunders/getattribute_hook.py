# __getattribute__ intercepts every attribute access; __getattr__ only failed ones.

class Audited:
    def __init__(self):
        self.value = 1

    def __getattribute__(self, name):
        if not name.startswith("__"):
            log = object.__getattribute__(type(self), "log")
            log.append(name)
        return object.__getattribute__(self, name)

    def method(self):
        return self.value * 2

Audited.log = []
a = Audited()
print(a.value, a.method())
print(Audited.log)
try:
    a.missing
except AttributeError as e:
    print(type(e).__name__, e)
print(Audited.log)

# __getattribute__ raising AttributeError falls back to __getattr__
class Layered:
    def __getattribute__(self, name):
        if name == "hidden":
            raise AttributeError("hidden is hidden")
        return object.__getattribute__(self, name)

    def __getattr__(self, name):
        return "fallback for %s" % name

    hidden = "real value"
    shown = "shown value"

l = Layered()
print(l.shown, l.hidden, l.other)

# Special method lookup by the interpreter bypasses __getattribute__
class Sneaky:
    def __getattribute__(self, name):
        print("  __getattribute__(%s)" % name)
        return object.__getattribute__(self, name)

    def __len__(self):
        return 3

s = Sneaky()
print(len(s))
print(s.__len__())

# A read-only view built with __getattribute__ and __setattr__
class ReadOnly:
    def __init__(self, target):
        object.__setattr__(self, "_target", target)

    def __getattribute__(self, name):
        target = object.__getattribute__(self, "_target")
        return getattr(target, name)

    def __setattr__(self, name, value):
        raise AttributeError("read-only view: cannot set %r" % name)

class Data:
    x = 10
    def show(self):
        return "Data.show x=%d" % self.x

ro = ReadOnly(Data())
print(ro.x, ro.show())
try:
    ro.x = 5
except AttributeError as e:
    print(type(e).__name__, e)

# Infinite recursion guard: using self.attr inside __getattribute__ would recurse,
# object.__getattribute__ avoids it
class Counter:
    def __init__(self):
        object.__setattr__(self, "hits", 0)

    def __getattribute__(self, name):
        hits = object.__getattribute__(self, "hits")
        object.__setattr__(self, "hits", hits + 1)
        return object.__getattribute__(self, name)

c = Counter()
c.hits
c.hits
print(object.__getattribute__(c, "hits"))
