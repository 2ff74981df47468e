# math.prod with start and math.sumprod: ints, floats, mixed types, other
# types that multiply, empty inputs, and the errors.
import math

print(math.prod([]), math.prod([], start=5), math.prod(range(1, 11)), math.prod([2.5, 4]))
print(math.prod([1, 2, 3], start=10), math.prod([0.1] * 3), math.prod(range(1, 30)))
print(math.prod([[1, 2]], start=1), math.prod(["ab"], start=3), math.prod([3], start="x"))
print(repr(math.prod([float('inf'), 0.0])), math.prod(iter([2, 3, 4])), math.prod([True, True]))
print(math.prod([10**20, 10**20, -1]))

print(math.sumprod([], []), math.sumprod([1, 2, 3], [4, 5, 6]), math.sumprod([10**30], [10**30]))
print(repr(math.sumprod([0.1, 0.2, 0.3], [1.0, 1.0, 1.0])))
print(repr(math.sumprod([1e100, 1.0, -1e100], [1.0, 1.0, 1.0])))
print(repr(math.sumprod([0.1] * 10, [0.1] * 10)))
print(repr(math.sumprod([1.5, 2.5], [2.0, 4.0])), repr(math.sumprod([1, 2], [0.5, 0.25])))
print(math.sumprod([True, False], [3, 4]))
for a, b in [([1, 2], [1]), ([1], "ab"), (5, [1]), ([1, 2], [3, None])]:
    try:
        print(math.sumprod(a, b))
    except Exception as e:
        print(type(e).__name__, e)
try:
    math.prod()
except TypeError as e:
    print("TypeError", e)
try:
    math.prod([1], 2)
except TypeError as e:
    print("TypeError", e)
