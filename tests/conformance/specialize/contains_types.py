# The `in` / `not in` operators at a site warmed with dicts, then handed
# sets, lists, tuples, strs, user classes with __contains__, classes that
# fall back to __iter__ or __getitem__, and unhashable probes (TypeError
# messages).


def has(container, item):
    try:
        return item in container
    except TypeError as e:
        return "TypeError(%s)" % e


def lacks(container, item):
    try:
        return item not in container
    except TypeError as e:
        return "TypeError(%s)" % e


d = {"a": 1, 2: "b"}
for i in range(300):
    has(d, "a")
    lacks(d, i)


class Evens:
    def __contains__(self, x):
        return x % 2 == 0


class Truthy:
    def __contains__(self, x):
        return "non-bool result"


class IterOnly:
    def __iter__(self):
        return iter([1, 2, 3])


class IndexOnly:
    def __getitem__(self, i):
        if i > 3:
            raise IndexError
        return i * 10


class Nothing:
    pass


containers = [d, {"a", 2}, ["a", 2], ("a", 2), "abc", Evens(), Truthy(), IterOnly(),
              IndexOnly(), Nothing(), range(0, 10, 2), d.keys(), d.values(), d.items(),
              b"abc", 5, None]
probes = ["a", 2, 4, 30, "bc", ("a", 1), [1], 2.0, True]
for c in containers:
    print(type(c).__name__, [has(c, p) for p in probes])
print([lacks(c, 2) for c in containers])

# A dict mutated between checks at the warmed site.
m = {}
seen = []
for i in range(300):
    if i % 50 == 0:
        m["k%d" % i] = i
    if i == 200:
        del m["k0"]
    seen.append(has(m, "k0") + 2 * has(m, "k100"))
runs = []
for v in seen:
    if runs and runs[-1][0] == v:
        runs[-1][1] += 1
    else:
        runs.append([v, 1])
print(runs)

# Equality-based membership calls __eq__ on list items but hashing for dicts.
class Loose:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return other == self.v

    def __hash__(self):
        return hash(self.v)


items = [Loose(1), Loose("x")]
print(has(items, 1), has(items, "x"), has(items, 2), has({Loose(1): 0}, 1), has({1: 0}, Loose(1)))
nan = float("nan")
print(has([nan], nan), has([float("nan")], nan), has({nan}, nan), has((nan,), float("nan")))

# A site warmed with sets, then frozensets, set subclasses with
# __contains__, dicts and lists.
class Never(set):
    def __contains__(self, x):
        return False


def in_set(s, x):
    try:
        return x in s
    except TypeError as e:
        return "TypeError(%s)" % e


small = {1, 2, 3}
for i in range(300):
    in_set(small, i % 5)
print([in_set(c, 2) for c in (small, frozenset([2]), Never([2]), {2: 0}, [2], set())])
print(in_set(small, [2]), in_set(frozenset(), {}), in_set(small, 2.0), in_set(small, True))
