# Instance attribute stores at a warmed site: instances whose dicts have
# other key orders, an instance whose __dict__ was replaced, an instance
# without the attribute yet, and a subclass instance.


class Node:
    def __init__(self):
        self.value = 0
        self.count = 0
        self.tag = "t"


def bump(n, v):
    n.count = n.count + 1
    n.value = v
    n.tag = "tag%d" % (v % 3)


a = Node()
for i in range(300):
    bump(a, i)
print("a", vars(a))

# Another key order: tag first.
b = Node.__new__(Node)
b.tag = "first"
b.count = 100
b.value = -1
for i in range(5):
    bump(b, i)
print("b", vars(b))

# Missing attributes: count is read before being stored, so AttributeError.
c = Node.__new__(Node)
try:
    bump(c, 1)
except AttributeError as e:
    print("AttributeError:", e)
print("c", vars(c))
c.count = 0
bump(c, 2)
print("c", vars(c))

# Replaced __dict__ with extra keys in between.
d = Node()
d.__dict__ = {"zz": 1, "value": None, "yy": 2, "count": 10, "tag": None}
for i in range(3):
    bump(d, 7)
print("d", d.__dict__)

# Interleaving the warmed instance with the others at the same store sites.
for i in range(200):
    bump((a, b, c, d)[i % 4], i)
print("a", vars(a))
print("b", vars(b))
print("c", vars(c))
print("d", vars(d))

# A subclass with a class-level default shadowed by the first store.
class Counted(Node):
    count = 1000


e = Counted.__new__(Counted)
e.value = 0
e.tag = ""
bump(e, 4)
print("e", vars(e), Counted.count)

# Stores that add many attributes to warmed instances (dict resizes during
# stores at the warmed sites).
def store_named(n, name, v):
    setattr(n, name, v)
    n.value = v


for k in range(60):
    store_named(a, "extra%d" % k, k)
print(len(vars(a)), a.value, a.extra59, list(vars(a))[:4])
