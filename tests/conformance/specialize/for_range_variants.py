# A for-loop site warmed on small ascending ranges, then given empty ranges,
# negative steps, ranges near and beyond 2**63, ranges of big ints, and a
# range object shadowed by a list; the loop body is the same function.


def walk(r, limit=12):
    out = []
    for v in r:
        out.append(v)
        if len(out) == limit:
            break
    return out


def total(r):
    s = 0
    for v in r:
        s += v
    return s


for i in range(300):
    walk(range(i % 5))
    total(range(10))

big = 2 ** 63
cases = [range(0), range(5, 0), range(5, 0, -1), range(-3, 3), range(10, -10, -7),
         range(big - 2, big + 2), range(-big - 2, -big + 2), range(big, big - 6, -2),
         range(2 ** 100, 2 ** 100 + 3), range(-(2 ** 100), -(2 ** 100) - 9, -4),
         range(0, 2 ** 80, 2 ** 78), range(1, 10 ** 30), range(big - 1, big + 1, 3)]
for r in cases:
    print(r, walk(r))

for r in [range(100), range(0, 100, 3), range(big, big + 5), range(-(2 ** 70), -(2 ** 70) + 4),
          range(50, -50, -1)]:
    print(total(r) if total(r) < 10 ** 20 else "big total %d digits" % len(str(total(r))))

# The loop variable survives the loop with the last value, even for big ints.
for last in range(big - 3, big):
    pass
print(last, last == big - 1)

# Ranges built from int subclasses and __index__ objects.
class N:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


class MyInt(int):
    pass


print(walk(range(N(3))), walk(range(MyInt(2), N(6), MyInt(2))),
      type(walk(range(MyInt(2), 4))[0]).__name__)

# A range replaced by other iterables at the same site.
for it in ([7, 8], (9,), "ab", {"k": 1}, iter(range(3)), reversed(range(4))):
    print(walk(it))

# Nested loops: the inner range depends on the outer variable.
tri = []
for a in range(6):
    row = 0
    for b in range(a, -1, -1):
        row += b
    tri.append(row)
print(tri)
