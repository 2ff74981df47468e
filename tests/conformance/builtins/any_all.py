# any() and all(): truthiness, short-circuiting and empty iterables.

print(any([]), all([]), any([0, "", None]), all([1, "x", [0]]), any([0, 0.0, 1]), all([1, 0]))
print(any("abc"), all(""), any(x > 3 for x in range(5)), all(x < 5 for x in range(5)))

seen = []

def check(v):
    seen.append(v)
    return v

print(any(check(v) for v in [0, 0, 3, 4]), seen)
seen.clear()
print(all(check(v) for v in [1, 2, 0, 4]), seen)

class Truth:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        print("  bool(%r)" % self.v)
        return bool(self.v)

print(any([Truth(0), Truth(1), Truth(2)]))
print(all([Truth(1), Truth(0), Truth(2)]))

# The result is always a bool, unlike and/or
print(any([0, [1]]), type(any([0, [1]])).__name__, [0] and [1], type(all([[1]])).__name__)

# Works with dicts (keys), sets, strings, generators
print(any({0: "a", "": "b"}), all({1: 0}), any({0}), all(set()))

try:
    any(5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    all([1], [2])
except TypeError as e:
    print(type(e).__name__, e)

# Practical uses
words = ["alpha", "beta", "gamma"]
print(all(w.isalpha() for w in words), any(w.startswith("g") for w in words))
matrix = [[1, 2], [3, 0]]
print(any(0 in row for row in matrix), all(all(v > 0 for v in row) for row in matrix))
