# Weak reference callbacks: when they run, in which order, what they receive,
# and what happens to callbacks of weak references that die first.
import weakref

log = []


class Item:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "Item(%s)" % self.name


def make_callback(label):
    def callback(wr):
        log.append((label, wr() is None, type(wr).__name__))
    return callback


x = Item("x")
r1 = weakref.ref(x, make_callback("first"))
r2 = weakref.ref(x, make_callback("second"))
r3 = weakref.ref(x, make_callback("third"))
plain = weakref.ref(x)
print(r1.__callback__ is not None, plain.__callback__)
print([w is plain for w in weakref.getweakrefs(x)])
print(weakref.getweakrefcount(x))
del x
print(log, "callbacks run newest first")
log.clear()

# The callback receives its own weak reference, already dead.
seen = []
y = Item("y")
ry = weakref.ref(y, lambda wr: seen.append(wr is ry and wr() is None))
y = None
print(seen)

# A weak reference that dies before its referent never calls back.
z = Item("z")
rz = weakref.ref(z, make_callback("never"))
del rz
del z
print(log)

# Callbacks of a container's items run as the container releases them.
items = [Item(str(i)) for i in range(3)]
refs = [weakref.ref(item, make_callback("item")) for item in items]
print([r() is not None for r in refs])
items.pop()
print(len(log), [r() is None for r in refs])
del items
print(len(log), [r() is None for r in refs])
log.clear()

# A callback may create new objects and weak references.
keep = []
def chaining(wr):
    fresh = Item("fresh")
    keep.append(fresh)
    keep.append(weakref.ref(fresh))
w = Item("w")
rw = weakref.ref(w, chaining)
del w
print(keep[0], keep[1]() is keep[0])

# Callbacks run when an object is freed by reference counting inside a
# function, before the function returns.
def scope():
    local = Item("local")
    r = weakref.ref(local, make_callback("local"))
    del local
    print("inside", log)
    return r
r = scope()
print("after", r())

# A bound method as callback.
class Tracker:
    def __init__(self):
        self.dead = 0

    def on_dead(self, wr):
        self.dead += 1

tracker = Tracker()
objs = [Item(i) for i in range(5)]
wrs = [weakref.ref(o, tracker.on_dead) for o in objs]
del objs[1:4]
print(tracker.dead)
objs.clear()
print(tracker.dead)
