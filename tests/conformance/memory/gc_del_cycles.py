# Cycles whose members define __del__ (PEP 442): the collector runs every
# finalizer once, then frees the cycle.
import gc
import weakref

gc.disable()
gc.collect()
log = []


class Resource:
    def __init__(self, name):
        self.name = name
        self.peer = None

    def __del__(self):
        log.append(self.name)


a = Resource("a")
a.peer = a
del a
print(log, "nothing yet")
print(gc.collect(), log)
log.clear()

# Both members of a two-cycle are finalized, each exactly once.
a, b = Resource("a"), Resource("b")
a.peer, b.peer = b, a
wa = weakref.ref(a)
del a, b
found = gc.collect()
print(found, sorted(log), wa())
log.clear()

# A finalizer can still see the other members of its cycle, intact.
class Linked:
    def __init__(self, name):
        self.name = name
        self.other = None

    def __del__(self):
        log.append((self.name, self.other.name, self.other.other is self))


x, y = Linked("x"), Linked("y")
x.other, y.other = y, x
del x, y
print(gc.collect(), sorted(log))
log.clear()

# A cycle where only one member has a finalizer.
class Plain:
    pass


r = Resource("with-del")
p = Plain()
r.peer = p
p.back = r
del r, p
print(gc.collect(), log)
log.clear()

# is_finalized.
class Probe:
    def __del__(self):
        pass


probe = Probe()
print(gc.is_finalized(probe))
probe.__del__()
print(gc.is_finalized(probe), "calling __del__ by hand does not count")

# __del__ inherited from a base class, and overridden.
class Base:
    def __del__(self):
        log.append("Base.__del__ of " + type(self).__name__)


class Derived(Base):
    pass


class Override(Base):
    def __del__(self):
        log.append("Override.__del__")
        super().__del__()


for cls in (Derived, Override):
    obj = cls()
    obj.me = obj
    del obj
    gc.collect()
print(log)
log.clear()

# A big cycle of finalizable objects.
ring = [Resource(i) for i in range(50)]
for i in range(50):
    ring[i].peer = ring[i - 1]
del ring
print(gc.collect(), len(log), sorted(log) == list(range(50)))
