# Subscript loads warmed on lists, tuples and strs with small non-negative
# int indices, then given negative and out-of-range indices (IndexError
# messages), bools, big ints, int subclasses, slices, and other sequence types.


class Idx(int):
    pass


class HasIndex:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


def get(seq, i):
    try:
        return seq[i]
    except (IndexError, TypeError) as e:
        return "%s(%s)" % (type(e).__name__, e)


lst = list(range(10, 20))
tup = tuple("abcdefghij")
s = "KLMNOPQRST"
for i in range(300):
    get(lst, i % 10)
    get(tup, i % 10)
    get(s, i % 10)

indices = [0, 9, -1, -10, 10, -11, True, False, 2 ** 63, -(2 ** 63), 2 ** 100, Idx(3),
           HasIndex(4), HasIndex(-2), 1.0, "1", None, slice(2, 5), slice(None, None, -3)]
for seq in (lst, tup, s):
    print(type(seq).__name__, [get(seq, i) for i in indices])

# Other sequence kinds at the warmed sites.
r = range(100, 200, 7)
print(get(r, 3), get(r, -1), get(r, 99), get(bytearray(b"xyz"), 1), get(b"xyz", -1))

# A list that shrinks and grows while a warmed site indexes it.
shrinking = list(range(50))
seen = []
for i in range(60):
    seen.append(get(shrinking, 40))
    if shrinking:
        shrinking.pop()
print(seen[:3], seen[8:13], seen[-2:])

# A list subclass with __getitem__ arriving at the warmed list site.
class Shifted(list):
    def __getitem__(self, i):
        return list.__getitem__(self, i - 1)


sh = Shifted([1, 2, 3])
print(get(sh, 1), get(sh, 0), get(sh, 4), get(sh, -5))

# A tuple subclass that does not override anything.
class NamedPair(tuple):
    pass


np = NamedPair(("left", "right"))
print(get(np, 0), get(np, -1), get(np, 2))

# Multi-dimensional access through nested lists at one site.
grid = [[r * 10 + c for c in range(5)] for r in range(5)]
acc = 0
for i in range(500):
    acc += get(get(grid, i % 5), (i * 3) % 5)
print(acc, get(get(grid, -1), -1), get(get(grid, 4), 5))
