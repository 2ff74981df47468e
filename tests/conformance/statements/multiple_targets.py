# Chained assignment `a = b = c` and assignment to target lists.

a = b = c = []
a.append(1)
print(a, b, c, a is b is c)

x = y = 0
x += 1
print(x, y)

first, second = second, first = 1, 2
print(first, second)

# Targets are assigned left to right after the right side is evaluated
items = [0, 0, 0]
i = 0
i, items[i] = 1, 99
print(i, items)

# Swapping and rotating
p, q, r = 1, 2, 3
p, q, r = q, r, p
print(p, q, r)
lst = [10, 20, 30]
lst[0], lst[2] = lst[2], lst[0]
print(lst)

# Nested targets
(m, n), o = (1, 2), 3
print(m, n, o)
[s, [t, u]] = "ab", "cd"
print(s, t, u)
((deep,),) = ((42,),)
print(deep)

# Targets with attributes and subscripts mixed
class Point:
    pass

pt = Point()
grid = {}
pt.x, pt.y, grid["origin"] = 3, 4, (0, 0)
print(pt.x, pt.y, grid)

# A chain where one target is a list and one a pair
whole = (left, right) = ("L", "R")
print(whole, left, right)

# Strings, ranges, dicts and generators can be unpacked
k1, k2 = {"alpha": 1, "beta": 2}
print(k1, k2)
g1, g2, g3 = (n * n for n in range(3))
print(g1, g2, g3)
r1, r2 = range(2)
print(r1, r2)

# Errors leave earlier targets assigned
try:
    e1, e2 = [1, 2, 3]
except ValueError as e:
    print(type(e).__name__, e)
try:
    e1, e2, e3 = "ab"
except ValueError as e:
    print(type(e).__name__, e)
try:
    v1, v2 = 5
except TypeError as e:
    print(type(e).__name__, e)
z = "unchanged"
try:
    z, (w1, w2) = "new", (1,)
except ValueError as e:
    print(type(e).__name__, e, "z =", z)
