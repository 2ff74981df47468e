# min(), max() and sum() with iterables, multiple arguments, key and default.

print(min(3, 1, 2), max(3, 1, 2), min([4, 5, 0]), max("hello"), min("b", "a", "c"))
print(min([], default="empty"), max((), default=None), min([1], default=0))
print(max(["apple", "fig", "banana"], key=len), min(["apple", "fig", "banana"], key=len))
print(max([("a", 3), ("b", 1)], key=lambda p: p[1]),
      min({"x": 5, "y": 2}, key={"x": 5, "y": 2}.get))
print(max(1, 2.5, True), min(-1, False), max([[1, 2], [1, 3], [0, 9]]))

# Ties return the first one found
pairs = [(1, "first"), (1, "second"), (0, "zero"), (0, "zero2")]
print(max(pairs, key=lambda p: p[0]), min(pairs, key=lambda p: p[0]))

# Errors
for fn in (lambda: min([]), lambda: max(), lambda: min(1), lambda: max([1, "a"]),
           lambda: min(1, 2, default=0), lambda: max([], key=len),
           lambda: min([1], key=1)):
    try:
        print(fn())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# sum
print(sum([1, 2, 3]), sum([1, 2, 3], 10), sum([], 5), sum(range(101)), sum([0.1] * 10))
print(sum([[1], [2, 3]], []), sum([(1,), (2,)], ()), sum([True, True, False]))
print(sum([1, 2.5]), sum([2 ** 64, 2 ** 64]), sum(x * x for x in range(10)))
print(sum([1e100, 1.0, -1e100]), sum([0.1, 0.2, 0.3]))
print(sum([1], start=3), sum(range(4), start=0.5))
for fn in (lambda: sum(["a", "b"], ""), lambda: sum([[1]]), lambda: sum(1), lambda: sum([1], "")):
    try:
        print(fn())
    except TypeError as e:
        print(type(e).__name__, e)

# min/max with user objects use __lt__ / __gt__
class Score:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other.v

    def __repr__(self):
        return "Score(%d)" % self.v

scores = [Score(3), Score(9), Score(1)]
print(min(scores), max(scores), sorted(scores))

# abs
print(abs(-3), abs(3.5), abs(-0.0), abs(True), abs(-(10 ** 30)), abs(float("-inf")))
