# Comparison sites warmed with ints, floats and strs, then given NaN, mixed
# int/float/bool operands, big ints against floats, user classes with
# __eq__/__lt__, unorderable types (TypeError messages) and chained
# comparisons whose middle operand changes type.


class Version:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return isinstance(other, Version) and self.n == other.n or other == self.n

    def __lt__(self, other):
        return self.n < (other.n if isinstance(other, Version) else other)

    def __repr__(self):
        return "V%d" % self.n


class NoEq:
    def __repr__(self):
        return "NoEq"


def short(x):
    r = repr(x)
    return r if len(r) < 30 else r[:12] + "..."


def lt(a, b):
    return a < b


def le(a, b):
    return a <= b


def eq(a, b):
    return a == b


def ne(a, b):
    return a != b


def gt(a, b):
    return a > b


def chain(a, b, c):
    return a < b < c


OPS = [lt, le, eq, ne, gt]
for i in range(300):
    for op in OPS:
        op(i, 150)
        op(i * 0.5, 75.0)
        op(str(i), "150")
    chain(1, i, 300)

nan = float("nan")
pairs = [(1, 1.0), (1, nan), (nan, nan), (nan, 1), (True, 1), (False, 0.0),
         (2 ** 53 + 1, 2.0 ** 53),
         (2 ** 1000, float("inf")), (-(2 ** 1000), float("-inf")), (0.0, -0.0), ("a", "B"),
         ("", "a"), ("abc", "abd"), ("é", "z"), (Version(3), 3), (3, Version(3)),
         (Version(2), Version(5)), (NoEq(), NoEq())]
for a, b in pairs:
    row = []
    for op in OPS:
        try:
            row.append(op(a, b))
        except TypeError as e:
            row.append("TypeError")
    print(short(a), short(b), row)

for a, b in [(1, "1"), ("1", 1), (None, None), ([1], (1,)), (1, None), (NoEq(), 1)]:
    try:
        print(repr(a), repr(b), lt(a, b))
    except TypeError as e:
        print("TypeError:", e)
    print(repr(a), repr(b), eq(a, b), ne(a, b))

# Chained comparisons: the middle operand is evaluated once.
calls = []


class Probe:
    def __init__(self, v):
        self.v = v

    def __gt__(self, other):
        calls.append(("gt", other))
        return self.v > other

    def __lt__(self, other):
        calls.append(("lt", other))
        return self.v < other


print(chain(1, 5, 10), chain(1, 5.5, 5), chain(1, nan, 10), chain("a", "b", "c"))
print(chain(0, Probe(5), 10), chain(0, Probe(50), 10), calls)
try:
    chain(1, "x", 3)
except TypeError as e:
    print("TypeError:", e)

# Sorting with a key function reaches the same comparison code repeatedly.
mixed = [3, 1.5, True, 2 ** 64, -0.5, 0, 2.0 ** 64 + 1]
print(sorted(mixed), max(mixed), min(mixed))
