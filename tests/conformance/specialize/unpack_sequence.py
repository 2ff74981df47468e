# Unpacking sites (a, b = x and a, *rest = x) warmed with 2-tuples, then
# given lists, longer and shorter tuples (the ValueError messages),
# generators, strs, dicts, and user iterables.


def pair(x):
    try:
        a, b = x
        return "%r,%r" % (a, b)
    except (ValueError, TypeError) as e:
        return "%s(%s)" % (type(e).__name__, e)


def head_tail(x):
    try:
        first, *rest = x
        return "%r|%r" % (first, rest)
    except (ValueError, TypeError) as e:
        return "%s(%s)" % (type(e).__name__, e)


def three(x):
    try:
        a, b, c = x
        return a + b + c
    except (ValueError, TypeError) as e:
        return "%s(%s)" % (type(e).__name__, e)


for i in range(300):
    pair((i, i))
    head_tail((i, i))
    three((i, i, i))


def g(n):
    for k in range(n):
        yield k


class Two:
    def __iter__(self):
        return iter(["it0", "it1"])


class Endless:
    def __iter__(self):
        k = 0
        while True:
            yield k
            k += 1


class ByIndex:
    def __getitem__(self, i):
        if i < 2:
            return "gi%d" % i
        raise IndexError


inputs = [(1, 2), [3, 4], (1, 2, 3), (1,), (), [5], [5, 6, 7, 8], "ab", "abc",
          {"k1": 1, "k2": 2}, {7}, Two(), ByIndex(), 5, None, range(2), b"xy"]
for x in inputs:
    print(pair(x), "/", head_tail(x))
# An endless iterable: a fixed-size target stops after one value too many.
print(pair(Endless()), three(Endless()))
# A generator is consumed by one unpacking, so each site gets a fresh one.
for n in (1, 2, 3):
    print(n, pair(g(n)), head_tail(g(n)), three(g(n)))
print(three("abc"), three([1, 2, 3]), three((1.5, 2, 3)), three(["a", "b"]), three(range(4)))

# Unpacking in for-loop targets and nested targets at warmed sites.
rows = [(k, (k * 2, k * 3)) for k in range(300)]
acc = 0
for a, (b, c) in rows:
    acc += a + b - c
print(acc)
bad_rows = [(1, (2, 3)), (4, [5, 6]), (7, "89"), (10, (11,))]
got = []
try:
    for a, (b, c) in bad_rows:
        got.append((a, b, c))
except ValueError as e:
    got.append(str(e))
print(got)

# Star unpacking in the middle and at the end, and the message when too few.
def middle(x):
    try:
        a, *m, z = x
        return a, m, z
    except ValueError as e:
        return str(e)


for i in range(300):
    middle((1, 2, 3))
print(middle([1, 2]), middle("xyz"), middle(range(6)), middle((1,)), middle(g(4)))
