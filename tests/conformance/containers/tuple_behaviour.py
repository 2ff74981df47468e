# Tuples: immutability, methods, packing, hashing and comparison.

t = (1, "two", 3.0, [4], (5, 6))
print(t, len(t), t[1], t[-1][0], t[1:3], t[::-1], t.count(1), t.index("two"))
try:
    t[0] = 100
except TypeError as e:
    print(type(e).__name__, e)
try:
    del t[0]
except TypeError as e:
    print(type(e).__name__, e)
t[3].append(44)
print(t)
try:
    hash(t)
except TypeError as e:
    print(type(e).__name__, e)
print(hash((1, "a", (2, 3))) == hash((1, "a", (2, 3))))

# Packing and unpacking
packed = 1, 2, 3
single = 4,
empty = ()
print(packed, single, empty, type(single).__name__, len(empty))
a, b, c = packed
print(a + b + c)
x, (y, z) = 1, (2, 3)
print(x, y, z)

# Tuple concatenation, repetition, comparisons
print((1, 2) + (3,), (0,) * 3, (1, 2) < (1, 2, 3), (2,) > (1, 99), (1, 2) == (1, 2), (1,) == [1])
print(max((1, "b"), (1, "a")), sorted([(2, "x"), (1, "y"), (2, "a")]))
print(tuple(reversed((1, 2, 3))), (1, 2, 3)[1:], tuple(sorted((3, 1, 2))))

# Tuples as dict keys and set members
grid = {(0, 0): "origin", (1, 2): "point"}
print(grid[(1, 2)], (0, 0) in grid, {(1, 2), (1, 2), (2, 1)} == {(2, 1), (1, 2)})

# A record type built on tuple indices
def make_point(x, y):
    return (x, y)

def distance_sq(p, q):
    return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2

points = [make_point(0, 0), make_point(3, 4), make_point(-1, 1)]
print(sorted(points, key=lambda p: distance_sq(p, (0, 0))), distance_sq(points[0], points[1]))

# Errors
for fn in (lambda: t.index("missing"), lambda: (1, 2)[5], lambda: (1,) + [2],
           lambda: (1, 2) < (1, "x")):
    try:
        fn()
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e)
print(repr(()), repr((1,)), repr(((),)), repr((None, ...)), str((1, "a")))
