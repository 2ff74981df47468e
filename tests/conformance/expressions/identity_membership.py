# `in`, `not in`, `is`, `is not` across built-in containers and user types.

print(3 in [1, 2, 3], 4 not in (1, 2, 3), "b" in "abc", "bc" in "abc", "" in "abc")
print("ac" in "abc", 2 in {1: "a", 2: "b"}, "b" in {1: "a", 2: "b"})
print(5 in range(0, 10, 5), 6 in range(0, 10, 5), -1 in range(-5, 0))
print(2 in {1, 2}, (1, 2) in [(1, 2)], [1] in [[1]], 1.0 in [1], True in [1])

nan = float("nan")
box = [nan]
print(nan in box, nan == nan, box == box, [nan] == [nan])

class Vals:
    def __init__(self, *items):
        self.items = items
    def __contains__(self, x):
        print("  contains called with", x)
        return x in self.items

v = Vals(1, 2)
print(1 in v, 3 not in v)

class Iterable:
    def __iter__(self):
        print("  iter called")
        return iter([10, 20, 30])

print(20 in Iterable(), 25 in Iterable())

class Indexed:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 7

print(14 in Indexed(), 15 in Indexed())

class Contains1:
    def __contains__(self, x):
        return 1
print(5 in Contains1(), type(5 in Contains1()).__name__)

try:
    print(1 in 5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    print(1 in "abc")
except TypeError as e:
    print(type(e).__name__, e)
try:
    print([] in {1: 2})
except TypeError as e:
    print(type(e).__name__, e)

x = None
print(x is None, x is not None, not x is None)
t = tuple()
print(len(t), t == ())
