# List comprehensions: filters, nested loops, conditional expressions.

print([x * x for x in range(8)])
print([x for x in range(20) if x % 3 == 0 if x % 2 == 0])
print([(x, y) for x in range(3) for y in range(x)])
print([[x * y for y in range(1, 4)] for x in range(1, 4)])
print([c.upper() if c in "aeiou" else c for c in "comprehension"])
print([w for w in "the quick brown fox jumps".split() if len(w) > 3])
print([i for i in []], [None for _ in range(3)])

matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[i] for i in range(3) for row in matrix])
print([[row[i] for row in matrix] for i in range(3)])
print([v for row in matrix for v in row if v % 2 == 0])
print([sum(row) for row in matrix], sum([v for row in matrix for v in row]))

# Unpacking in the target
pairs = [("a", 1), ("b", 2), ("c", 3)]
print([k * v for k, v in pairs])
print([(b, a) for a, b in pairs])
print([first for first, *_ in ["xyz", "uv", "w"]])

# Comprehension over a dict and with enumerate/zip
scores = {"ann": 90, "bob": 72, "cid": 85}
print([name for name, score in scores.items() if score > 80])
print([i * v for i, v in enumerate([10, 20, 30])])
print([a + b for a, b in zip("abc", "xyz")])

# The loop variable does not leak into the enclosing scope
x = "outer"
_ = [x for x in range(3)]
print(x)

# Comprehensions can call functions and raise
def check(v):
    if v == 3:
        raise ValueError("three is not allowed")
    return v

try:
    print([check(v) for v in range(5)])
except ValueError as e:
    print(type(e).__name__, e)

# Sieve with a comprehension
limit = 50
primes = [n for n in range(2, limit) if all(n % d for d in range(2, int(n ** 0.5) + 1))]
print(primes)

# Building strings
print(["%s=%d" % (k, v) for k, v in sorted(scores.items(), key=lambda kv: kv[1])])
print("".join([chr(ord("a") + i) for i in range(26)][::5]))
