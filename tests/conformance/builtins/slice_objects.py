# slice objects: construction, attributes, indices(), equality and use.

s = slice(1, 10, 2)
print(s, s.start, s.stop, s.step, slice(5), slice(None), slice(1, None), slice(None, None, -1))
print(list(range(12))[s], "abcdefghijkl"[s], tuple(range(12))[s])
print(s == slice(1, 10, 2), s == slice(1, 10), slice(1, 2) == slice(1, 2, None), s != slice(0))
print(slice(1, 2) < slice(1, 3), slice(0) < slice(1))

for sl, length in ((slice(None), 5), (slice(-2, None), 5), (slice(None, None, -1), 5),
                   (slice(1, 100, 3), 10), (slice(-100, -1), 10), (slice(5, 1, -2), 10),
                   (slice(None, None, 2), 0)):
    print(sl, length, sl.indices(length), list(range(length))[sl])

for args in ((slice(None, None, 0), 5), (slice(1, 2), -1)):
    try:
        args[0].indices(args[1])
    except ValueError as e:
        print(type(e).__name__, e)

# Slices with arbitrary objects as bounds
odd = slice("a", [1], {})
print(odd.start, odd.stop, odd.step)
try:
    [1, 2, 3][odd]
except TypeError as e:
    print(type(e).__name__, e)

# Slices are immutable and hashable since 3.12
try:
    s.start = 5
except AttributeError as e:
    print(type(e).__name__, e)
print(hash(slice(1, 2)) == hash(slice(1, 2)), {slice(1, 2): "ok"}[slice(1, 2)])

# Using slice objects for named ranges in fixed-width records
record = "2024-03-15ALICE     0042"
DATE, NAME, CODE = slice(0, 10), slice(10, 20), slice(20, 24)
print(record[DATE], record[NAME].rstrip(), int(record[CODE]))

# Assigning through slice objects
lst = list(range(8))
lst[slice(0, 3)] = ["a", "b"]
print(lst)
del lst[slice(None, None, 2)]
print(lst)
for bad in ((), (1, 2, 3, 4)):
    try:
        slice(*bad)
    except TypeError as e:
        print(type(e).__name__, e)
