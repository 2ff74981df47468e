# The collector's order (CPython 3.13): weak references to garbage are
# cleared and their callbacks run before any finalizer; callbacks of weak
# references that are garbage themselves never run.
import gc
import weakref

gc.disable()
gc.collect()
events = []


class Obj:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        events.append(("del", self.name, watcher() is None))


o = Obj("o")
o.me = o
watcher = weakref.ref(o, lambda wr: events.append(("callback", wr() is None)))
del o
print(gc.collect(), events)
events.clear()

# A weak reference owned by the garbage itself: its callback is dropped.
class Holder:
    pass


h1, h2 = Holder(), Holder()
h1.partner, h2.partner = h2, h1
h1.ref_to_h2 = weakref.ref(h2, lambda wr: events.append("must not run"))
del h1, h2
print(gc.collect(), events)

# A weak reference in the garbage whose referent stays alive: the callback
# does not run later either, when the referent dies.
survivor = Holder()
g1 = Holder()
g1.me = g1
g1.watch = weakref.ref(survivor, lambda wr: events.append("late callback"))
del g1
gc.collect()
del survivor
print(events)

# Callbacks see the garbage cleared but everything reachable intact.
class Tree:
    def __init__(self, label, parent=None):
        self.label = label
        self.parent = parent
        self.children = []
        if parent is not None:
            parent.children.append(self)


root = Tree("root")
kids = [Tree("k%d" % i, root) for i in range(3)]
report = []
refs = [weakref.ref(t, lambda wr, label=t.label: report.append(label)) for t in [root] + kids]
del root, kids
print(gc.collect(), sorted(report), [r() for r in refs])

# Proxies to garbage are dead once the collection starts.
class Target:
    def __del__(self):
        try:
            proxy.label
        except ReferenceError as e:
            events.append("proxy dead in __del__: %s" % e)


t = Target()
t.me = t
proxy = weakref.proxy(t)
del t
events.clear()
gc.collect()
print(events)
