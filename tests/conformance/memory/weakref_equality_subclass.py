# Equality and hashing of weak references, weak references as dict keys,
# and subclasses of weakref.ref.
import weakref


class Key:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return isinstance(other, Key) and self.n == other.n

    def __hash__(self):
        return hash(self.n)

    def __repr__(self):
        return "Key(%d)" % self.n


a1, a2, b = Key(1), Key(1), Key(2)
r1, r2, rb = weakref.ref(a1), weakref.ref(a2), weakref.ref(b)
print(r1 == r2, r1 != r2, r1 == rb, r1 is r2)
print(hash(r1) == hash(a1), hash(r1) == hash(1))
print(r1 == a1, r1 == 1, "a reference never equals a plain object")
table = {r1: "one", rb: "two"}
print(table[weakref.ref(a2)], table[weakref.ref(b)])

# Once dead, a reference equals only itself; its hash stays known if it was
# computed while alive.
h = hash(r1)
del a1
print(r1 == r2, r1 == r1, r1 != r2, hash(r1) == h)
c = Key(3)
rc = weakref.ref(c)
del c
try:
    hash(rc)
except TypeError as e:
    print("TypeError:", e)
print(table.get(r1), len(table))


class NamedRef(weakref.ref):
    def __init__(self, obj, callback=None, *, label=""):
        super().__init__(obj, callback)
        self.label = label

    def __new__(cls, obj, callback=None, *, label=""):
        return super().__new__(cls, obj, callback)

    def describe(self):
        target = self()
        return "%s -> %r" % (self.label, target)


k = Key(7)
nr = NamedRef(k, label="seven")
print(type(nr).__name__, isinstance(nr, weakref.ref), nr.describe())
print(nr is weakref.ref(k), "subclass instances are never shared")
print(weakref.getweakrefcount(k), [type(w).__name__ for w in weakref.getweakrefs(k)])
print(nr == weakref.ref(k), hash(nr) == hash(k))
died = []
nr2 = NamedRef(k, lambda w: died.append(w.label), label="tracked")
del k
print(nr.describe(), died)


class Slotted(weakref.ref):
    __slots__ = ("tag",)


s_target = Key(9)
s = Slotted(s_target)
s.tag = "t"
print(s.tag, s() is s_target)
try:
    s.other = 1
except AttributeError as e:
    print("AttributeError:", e)
print(weakref.ref.__name__, weakref.ref.__qualname__, weakref.ref.__module__)
print(weakref.ProxyType.__name__, weakref.CallableProxyType.__name__)
try:
    class Sub(weakref.ProxyType):
        pass
except TypeError as e:
    print("TypeError:", e)
