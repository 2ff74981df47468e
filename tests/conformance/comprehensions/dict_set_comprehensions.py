# Dict and set comprehensions.

words = ["apple", "banana", "avocado", "blueberry", "cherry", "apricot"]

by_length = {w: len(w) for w in words}
print(by_length)

first_letters = {w[0] for w in words}
print(sorted(first_letters))

grouped = {letter: [w for w in words if w[0] == letter] for letter in sorted(first_letters)}
print(grouped)

inverted = {v: k for k, v in {"a": 1, "b": 2, "c": 1}.items()}
print(inverted)

squares = {n: n * n for n in range(6) if n % 2}
print(squares, type(squares).__name__)

print({x % 5 for x in range(20)})
print({(x, y) for x in range(2) for y in range(2)} == {(0, 0), (0, 1), (1, 0), (1, 1)})
print(sorted({c for c in "mississippi"}))

# Later duplicates overwrite values; key order is first insertion
print({k % 3: k for k in range(10)})

# Nested dict comprehension
table = {r: {c: r * c for c in range(1, 4)} for r in range(1, 4)}
print(table)
print(table[2][3])

# Conditional values
print({n: ("even" if n % 2 == 0 else "odd") for n in range(5)})

# Keys and values both computed, evaluation order: key then value
trace = []

def k(x):
    trace.append("k%d" % x)
    return x

def v(x):
    trace.append("v%d" % x)
    return x

result = {k(i): v(i) for i in range(3)}
print(result, trace)

# Unhashable keys are rejected
try:
    print({[i]: i for i in range(2)})
except TypeError as e:
    print(type(e).__name__, e)
try:
    print({[i] for i in range(2)})
except TypeError as e:
    print(type(e).__name__, e)

# Set comprehension removes duplicates, including equal numbers of different types
print(len({x for x in [1, 1.0, True, 2, 2.0]}))
counts = {}
for ch in "hello world":
    counts[ch] = counts.get(ch, 0) + 1
print({ch: n for ch, n in sorted(counts.items()) if n > 1})
