# Mixin classes composed through multiple inheritance.

class ReprMixin:
    def __repr__(self):
        items = ", ".join("%s=%r" % kv for kv in sorted(vars(self).items()))
        return "%s(%s)" % (type(self).__name__, items)

class EqMixin:
    def __eq__(self, other):
        return type(self) is type(other) and vars(self) == vars(other)

    __hash__ = None

class ComparableMixin:
    def _key(self):
        raise NotImplementedError

    def __lt__(self, other):
        return self._key() < other._key()

    def __le__(self, other):
        return self._key() <= other._key()

class SerializeMixin:
    def to_pairs(self):
        return [(k, getattr(self, k)) for k in sorted(vars(self))]

class LoggingMixin:
    log = None

    def record(self, message):
        if self.log is None:
            self.log = []
        self.log.append("%s: %s" % (type(self).__name__, message))

class Version(ReprMixin, EqMixin, ComparableMixin, SerializeMixin):
    def __init__(self, major, minor=0, patch=0):
        self.major, self.minor, self.patch = major, minor, patch

    def _key(self):
        return (self.major, self.minor, self.patch)

versions = [Version(1, 2), Version(1, 0, 5), Version(0, 9), Version(1, 2)]
print(sorted(versions))
print(versions[0] == versions[3], versions[0] == versions[1], versions[0] <= versions[3])
print(versions[2].to_pairs())
print(max(versions), min(versions))
try:
    hash(versions[0])
except TypeError as e:
    print(type(e).__name__, e)

class Task(LoggingMixin, ReprMixin):
    def __init__(self, name):
        self.name = name

    def run(self):
        self.record("running " + self.name)
        self.record("done")
        return self.log

t = Task("build")
print(t.run())
print(t)
print([c.__name__ for c in Task.__mro__])

# Mixins overriding the same method cooperate through super()
class Base:
    def greet(self):
        return "hello"

class Loud:
    def greet(self):
        return super().greet().upper()

class Excited:
    def greet(self):
        return super().greet() + "!"

class Friendly(Excited, Loud, Base):
    pass

class Calm(Loud, Excited, Base):
    pass

print(Friendly().greet(), Calm().greet())
