# for loops over many iterables, with else, break, continue and odd targets.

for ch in "abc":
    print(ch, end=" ")
print()
for k in {"one": 1, "two": 2}:
    print(k, end=" ")
print()
for k, v in {"one": 1, "two": 2}.items():
    print(k, v, end="; ")
print()
for n in range(10, 0, -3):
    print(n, end=" ")
print()
for i, (a, b) in enumerate([(1, 2), (3, 4)]):
    print(i, a, b)
for x, *rest in [(1, 2, 3), (4,), "xyz"]:
    print(x, rest)

# for/else
for n in [3, 5, 7]:
    if n % 2 == 0:
        print("even found")
        break
else:
    print("no even numbers")
for n in [3, 6, 7]:
    if n % 2 == 0:
        print("even found:", n)
        break
else:
    print("no even numbers")
for nothing in []:
    print("never")
else:
    print("else after empty loop")

# Targets can be attributes and subscripts
class Holder:
    pass

h = Holder()
for h.value in range(3):
    pass
print(h.value)
slots = [None, None]
for slots[0], slots[1] in [(1, 2), (3, 4)]:
    pass
print(slots)
d = {}
for d["key"] in "xyz":
    pass
print(d)

# The loop variable keeps its last value
for last in range(5):
    pass
print(last)

# continue and nested loops with flags
matrix = [[1, 2, 3], [4, -5, 6], [7, 8, -9]]
for row in matrix:
    total = 0
    for value in row:
        if value < 0:
            continue
        total += value
    print(row, total)

# Modifying a list while iterating over a copy
items = [1, 2, 3, 4, 5, 6]
for item in items[:]:
    if item % 2 == 0:
        items.remove(item)
print(items)

# Iterating over a generator and a map
for sq in (x * x for x in range(4)):
    print(sq, end=" ")
print()
for word in map(str.upper, ["a", "b"]):
    print(word, end=" ")
print()
