# Integer comparisons warmed on small ints (the fast path compares machine
# words), then given big ints near and beyond 2**63, negative big ints, and
# ints whose magnitudes agree but signs differ; a loop bound that grows
# past 2**63 drives the same comparison inside a while loop.


def cmp_all(a, b):
    return (a < b, a <= b, a == b, a != b, a > b, a >= b)


def count_below(limit, start, step):
    n = 0
    x = start
    while x < limit:
        x += step
        n += 1
    return n, x


for i in range(400):
    cmp_all(i, 200)
    count_below(5, 0, 1)

edges = [0, 1, -1, 2 ** 62, 2 ** 63 - 1, 2 ** 63, 2 ** 64, -(2 ** 63), -(2 ** 63) - 1,
         -(2 ** 64), 2 ** 200, -(2 ** 200)]
for a in edges:
    row = []
    for b in edges:
        lt, le, eq, ne, gt, ge = cmp_all(a, b)
        assert lt == (not ge) and gt == (not le) and eq == (not ne)
        row.append("<" if lt else "=" if eq else ">")
    print("%6s %s" % (a.bit_length() * (1 if a >= 0 else -1), "".join(row)))

print(count_below(2 ** 64, 2 ** 63 - 5, 1 << 61))
print(count_below(-(2 ** 63) + 3, -(2 ** 64), 2 ** 62))
print(count_below(10, -(2 ** 70), 2 ** 68))

# Equality of equal big ints built separately (so they are distinct objects).
x = int("9" * 30)
y = int("9" * 29 + "9")
print(x == y, cmp_all(x, y), cmp_all(x, -y), cmp_all(-x, -y))

# Sorting a list that mixes small and big ints uses the same comparisons.
values = [(k * 7919) % 101 - 50 for k in range(60)] + [2 ** 65, -(2 ** 65), 2 ** 63, -(2 ** 63)]
ordered = sorted(values)
print(ordered[:5], ordered[-5:], ordered == sorted(values, reverse=True)[::-1])
