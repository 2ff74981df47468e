# Create many reference cycles in a loop; the cycle collector keeps memory bounded.
# Nothing here depends on when collection happens: only totals are printed.

class Node:
    __slots__ = ("other", "payload")

    def __init__(self):
        self.other = None
        self.payload = [0] * 8

def make_cycle():
    a, b = Node(), Node()
    a.other = b
    b.other = a
    return len(a.payload) + len(b.payload)

total = 0
for i in range(120000):
    total += make_cycle()
print("cycles created:", 120000, "payload total:", total)

# Self-referencing containers
count = 0
for i in range(80000):
    lst = []
    lst.append(lst)
    d = {}
    d["self"] = d
    count += len(lst) + len(d)
print("self-referencing containers:", count)

# Cycles through closures and bound methods
class Holder:
    def __init__(self):
        self.callback = self.method

    def method(self):
        return 1

acc = 0
for i in range(40000):
    h = Holder()
    acc += h.callback()

def closure_cycle():
    def inner():
        return inner
    return inner

for i in range(40000):
    f = closure_cycle()
print("bound-method cycles:", acc, "closure cycles done:", f() is f)
