# Starred assignment targets in every position.

first, *rest = [1, 2, 3, 4]
*init, last = [1, 2, 3, 4]
head, *middle, tail = "abcdef"
print(first, rest, init, last, head, middle, tail)

a, *b = [1]
*c, d = (1,)
e, *f, g = [1, 2]
print(a, b, c, d, e, f, g, type(b).__name__)

*everything, = range(4)
print(everything)
[*also] = "xy"
print(also)

# Nested starred targets
(p, *q), *r = [1, 2, 3], 4, 5
print(p, q, r)
x, (y, *z) = 0, "hello"
print(x, y, z)

# Starred in for loops
for name, *scores in [("ann", 90, 85), ("bob", 70), ("cid",)]:
    print(name, scores, sum(scores) / len(scores) if scores else None)

# Unpacking generators, dicts and sets of ints
gen_first, *gen_rest = (n * n for n in range(5))
print(gen_first, gen_rest)
k1, *krest = {"one": 1, "two": 2, "three": 3}
print(k1, krest)
lo, *mid, hi = sorted({5, 3, 9, 1})
print(lo, mid, hi)

# Errors
for source in ([], "a", (1,)):
    try:
        u, v, *w = source
    except ValueError as e:
        print(repr(source), type(e).__name__, e)
try:
    m, *n = 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    ex1, *ex2, ex3 = [1]
except ValueError as e:
    print(type(e).__name__, e)

# Swapping and rotating with stars
items = [1, 2, 3, 4, 5]
first, *others = items
rotated = [*others, first]
print(rotated)
*others2, last2 = items
print([last2, *others2])
