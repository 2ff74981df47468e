# A long-running loop that keeps creating reference cycles: the automatic
# collector keeps the number of live objects bounded.
import gc
import weakref

print(gc.isenabled())


class Node:
    __slots__ = ("other", "__weakref__")


alive = 0


def died(wr):
    global alive
    alive -= 1


# Two hundred thousand two-object cycles, a weak reference watching one of each.
watchers = set()
peak = 0
for i in range(200000):
    a = Node()
    b = Node()
    a.other = b
    b.other = a
    if i % 1000 == 0:
        alive += 1
        watchers.add(weakref.ref(a, died))
        peak = max(peak, alive)
print("peak watched cycles alive:", "bounded" if peak <= 100 else peak)

# A million self-referencing lists.
for i in range(1000000):
    l = [i]
    l.append(l)
del l
baseline = len(gc.get_objects())
for i in range(100000):
    d = {"i": i}
    d["self"] = d
    x = [d]
    d["x"] = x
del d, x
after = len(gc.get_objects())
print("objects grew by less than 5000:", after - baseline < 5000)
gc.collect()
print("watchers left alive:", alive)
