# gc.collect() on reference cycles without finalizers: what it returns, and
# weak references proving the cycle members are gone afterwards.
import gc
import weakref

gc.disable()
gc.collect()


class Node:
    def __init__(self, name):
        self.name = name
        self.next = None


# A single object referring to itself.
a = Node("a")
a.next = a
wa = weakref.ref(a)
del a
print(wa() is not None, "alive until collected")
print(gc.collect(), wa())

# Two objects referring to each other.
a, b = Node("a"), Node("b")
a.next, b.next = b, a
refs = [weakref.ref(a), weakref.ref(b)]
del a, b
print(gc.collect(), [r() for r in refs])

# A ring of ten.
nodes = [Node(str(i)) for i in range(10)]
for i, node in enumerate(nodes):
    node.next = nodes[(i + 1) % 10]
refs = [weakref.ref(n) for n in nodes]
del nodes, node
print(gc.collect(), sum(r() is None for r in refs))

# Lists and dicts in cycles.
l = []
l.append(l)
print(gc.collect() >= 0, "no garbage left from before")
del l
print(gc.collect())
d = {}
d["self"] = d
del d
print(gc.collect())

# Something still referenced from outside survives, with everything it reaches.
keep = Node("keep")
keep.next = Node("inner")
keep.next.next = keep
wk = weakref.ref(keep.next)
print(gc.collect(), wk() is not None, wk().name)
keep = None
print(gc.collect(), wk())

# Nothing to collect.
print(gc.collect(), gc.collect())

# Generations are accepted; bad ones are not.
x = Node("x")
x.next = x
del x
print(gc.collect(0) + gc.collect(1) + gc.collect(2))
for bad in (3, -1):
    try:
        gc.collect(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    gc.collect("2")
except TypeError as e:
    print("TypeError:", e)
print(gc.collect(generation=2))

# Enabling and disabling automatic collection.
print(gc.isenabled())
gc.enable()
print(gc.isenabled())
gc.disable()
print(gc.isenabled())
print(gc.get_threshold())
gc.set_threshold(500)
print(gc.get_threshold())
gc.set_threshold(700, 5, 5)
print(gc.get_threshold())
gc.set_threshold(2000, 10, 10)
counts = gc.get_count()
print(type(counts).__name__, len(counts), all(isinstance(c, int) for c in counts))
