# Slicing with starts, stops and steps, including negative and out-of-range ones.

s = "abcdefghij"
lst = list(range(10))
tup = tuple(range(10))

cases = [
    (None, None, None), (2, None, None), (None, 3, None), (2, 7, None),
    (-3, None, None), (None, -3, None), (-7, -2, None), (None, None, 2),
    (1, None, 3), (None, None, -1), (8, 2, -2), (-1, -11, -1), (5, 5, None),
    (7, 3, None), (100, None, None), (-100, 3, None), (None, 100, 4),
    (3, None, -1), (None, 3, -1), (-2, None, -3), (0, 10, 20),
]
for start, stop, step in cases:
    print((start, stop, step), repr(s[start:stop:step]), lst[start:stop:step],
          tup[start:stop:step])

# slice objects
sl = slice(1, 8, 3)
print(sl, sl.start, sl.stop, sl.step, s[sl])
print(slice(5), slice(None, 5, None) == slice(5), slice(2, 3) == slice(2, 3, None))
print(sl.indices(5), slice(None, None, -1).indices(4), slice(-3, None).indices(10))
print(range(20)[2:15:4], range(10)[::-1], range(10)[-3:])

# Slice assignment on lists
a = list(range(8))
a[2:5] = ["x", "y"]
print(a)
a[:0] = [-1, -2]
print(a)
a[len(a):] = [99]
print(a)
a[::2] = "ABCDE"
print(a)
del a[1::3]
print(a)
b = list(range(6))
b[1:4] = []
print(b)
try:
    b[::2] = [1]
except ValueError as e:
    print(type(e).__name__, e)
try:
    s[::0]
except ValueError as e:
    print(type(e).__name__, e)

# Slicing copies
c = [1, [2, 3]]
d = c[:]
d[0] = 100
d[1].append(4)
print(c, d, c is d, c[1] is d[1])
print(s[1:9][::2][1:], lst[::-1][::-1] == lst)
