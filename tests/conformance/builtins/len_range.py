# len() on every sized built-in, and range() in depth.

print(len(""), len("héllo"), len([1, 2]), len((1,)), len({}), len({"a": 1}), len(set()),
      len({1, 2}))
print(len(range(10)), len(range(0)), len(range(5, 0)), len(range(0, 10, 3)), len(range(10, 0, -3)))
print(len(range(-5, 5, 2)), len(range(2 ** 40)), len("\U0001F600"))

r = range(2, 20, 4)
print(r, list(r), r.start, r.stop, r.step, len(r))
print(r[0], r[-1], r[1:3], r[::-1], r[::2], 6 in r, 7 in r, r.index(10), r.count(14))
try:
    r.index(7)
except ValueError as e:
    print(type(e).__name__, e)
try:
    r[10]
except IndexError as e:
    print(type(e).__name__, e)
print(range(0) == range(5, 5), range(0, 3) == range(3), range(1, 10, 2) == range(1, 11, 2))
print(range(3) == [0, 1, 2], list(range(3)) == [0, 1, 2])
print(bool(range(0)), bool(range(1)), reversed(range(3)).__class__.__name__,
      list(reversed(range(1, 8, 3))))
print(hash(range(3)) == hash(range(0, 3, 1)))
print(list(range(-3)), list(range(3, -3, -1)), list(range(0, -10, -4)))
print(range(10 ** 20)[10 ** 19], range(0, 10 ** 20, 7)[-1])
try:
    len(range(0, 10 ** 20, 7))
except OverflowError as e:
    print(type(e).__name__, e)
try:
    len(range(2 ** 100))
except OverflowError as e:
    print(type(e).__name__, e)
print(range(2 ** 100)[-1] == 2 ** 100 - 1)
for args in ((), (1, 2, 3, 4), ("1",), (1.0,), (0, 5, 0)):
    try:
        range(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# Large ranges are lazy: indexing and membership are O(1)
big = range(0, 10 ** 12, 3)
print(999999999999 in big, 10 ** 12 - 1 in big, big[333333333333], len(big))
print(repr(range(5)), repr(range(1, 5)), repr(range(1, 5, 2)), str(range(0, -1, -1)))
