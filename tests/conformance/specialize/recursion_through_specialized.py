# Recursion through frames that specialized instructions push without a
# generic call: exact-argument calls, bound methods, property getters,
# __init__ and generators. Depths well inside the limit must succeed after
# many warm calls (the depth count must be given back on every return), and
# runaway recursion must end in a catchable RecursionError through each path.
import sys


def depth_func(n):
    return 0 if n == 0 else 1 + depth_func(n - 1)


class Walker:
    def depth(self, n):
        return 0 if n == 0 else 1 + self.depth(n - 1)


class Link:
    def __init__(self, nxt):
        self.nxt = nxt

    @property
    def depth(self):
        return 0 if self.nxt is None else self.nxt.depth + 1


class Nest:
    def __init__(self, n):
        self.child = Nest(n - 1) if n else None


def nest_depth(n):
    x = Nest(n)
    d = 0
    while x.child is not None:
        x = x.child
        d += 1
    return d


def gen_depth(n):
    if n:
        yield from gen_depth(n - 1)
    yield n


def chain(n):
    link = None
    for _ in range(n):
        link = Link(link)
    return link


# Many shallow calls through every path first: if any path leaked a unit of
# depth per call, the deep calls below would fail.
w = Walker()
short = chain(3)
for i in range(3000):
    depth_func(2)
    w.depth(2)
    short.depth
    Nest(1)
    list(gen_depth(1))

print(sys.getrecursionlimit())
print(depth_func(800), w.depth(800), chain(800).depth, nest_depth(300), len(list(gen_depth(300))))

for label, action in [("function", lambda: depth_func(10 ** 5)),
                      ("method", lambda: w.depth(10 ** 5)),
                      ("property", lambda: chain(10 ** 4).depth),
                      ("__init__", lambda: Nest(10 ** 4)),
                      ("generator", lambda: list(gen_depth(10 ** 4)))]:
    try:
        action()
        print(label, "no error")
    except RecursionError as e:
        print(label, "RecursionError:", e)

# After the errors every path works at the same depths again.
print(depth_func(800), w.depth(800), chain(800).depth, nest_depth(300), len(list(gen_depth(300))))

# A raised limit lets the same warmed sites go deeper. (1200 levels: with
# specialization off the property getter re-enters the C++ loop at every
# level, and a sanitizer build's larger C++ frames must still fit.)
sys.setrecursionlimit(3000)
print(depth_func(1200), w.depth(1200), chain(1200).depth)
sys.setrecursionlimit(1000)
try:
    depth_func(1200)
except RecursionError as e:
    print("lowered again: RecursionError:", e)
