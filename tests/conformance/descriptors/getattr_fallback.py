# __getattr__ runs when normal lookup (including descriptors) raises AttributeError.

class Proxy:
    def __init__(self, target):
        self._target = target
        self.log = []

    @property
    def healthy(self):
        raise AttributeError("health check failed")

    @property
    def size(self):
        return len(self._target)

    def __getattr__(self, name):
        self.log.append(name)
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self._target, name)

p = Proxy([3, 1, 2])
print(p.size)
p.append(0)
print(p.index(2), p._target)
try:
    p.healthy
except AttributeError as e:
    print(type(e).__name__, e)
print(p.log)
try:
    p.missing_method
except AttributeError as e:
    print(type(e).__name__, e)
try:
    p._private
except AttributeError as e:
    print(type(e).__name__, e)
print(p.log)

# __getattr__ is not consulted for attributes found normally
class Defaults:
    x = 1

    def __getattr__(self, name):
        return "default for %s" % name

d = Defaults()
print(d.x, d.y, getattr(d, "z"), hasattr(d, "anything"))

# Special method lookup skips __getattr__ on the instance
try:
    len(d)
except TypeError as e:
    print(type(e).__name__, e)
print(d.__len__)

# A property that raises AttributeError falls back to __getattr__
class Fallback:
    @property
    def value(self):
        raise AttributeError("no value")

    def __getattr__(self, name):
        return "fallback(%s)" % name

print(Fallback().value)

# __getattr__ raising something else propagates
class Angry:
    def __getattr__(self, name):
        raise KeyError(name)

try:
    Angry().thing
except KeyError as e:
    print(type(e).__name__, e)
print(hasattr(Angry(), "__class__"))
try:
    hasattr(Angry(), "thing")
except KeyError as e:
    print("hasattr propagated", type(e).__name__, e)
