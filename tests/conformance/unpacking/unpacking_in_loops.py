# Unpacking in for-loop targets, comprehensions and function parameters.

pairs = [("a", 1), ("b", 2), ("c", 3)]
for letter, number in pairs:
    print(letter * number, end=" ")
print()

records = [("ann", (1990, 5, 17)), ("bob", (1985, 12, 1))]
for name, (year, month, day) in records:
    print("%s born %04d-%02d-%02d" % (name, year, month, day))

for i, (name, (year, *_)) in enumerate(records, 1):
    print(i, name, year)

matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
for first, *middle, last in matrix:
    print(first, middle, last)

print([a * b for a, b in zip(range(5), range(5, 10))])
print({k: v for k, v in [("x", 1), ("y", 2)]})
print([(b, a) for a, (b, c) in [(1, (2, 3)), (4, (5, 6))]])

# Dict items, nested
inventory = {"fruit": {"apple": 3, "pear": 0}, "veg": {"kale": 2}}
for category, contents in inventory.items():
    for item, count in contents.items():
        print(category, item, count)

# Lambdas cannot unpack parameters, so unpack in the body
points = [(3, 4), (1, 1), (0, 5)]
print(sorted(points, key=lambda p: p[0] ** 2 + p[1] ** 2))

def distance(point):
    x, y = point
    return (x * x + y * y) ** 0.5

print([distance(p) for p in points])

# Mismatched shapes raise inside the loop, after earlier iterations ran
done = []
try:
    for a, b in [(1, 2), (3, 4), (5,)]:
        done.append(a + b)
except ValueError as e:
    print(type(e).__name__, e, done)

# Strings of length 2 unpack into two characters
for left, right in ["ab", "cd"]:
    print(right + left, end=" ")
print()
