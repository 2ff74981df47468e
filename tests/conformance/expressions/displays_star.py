# List, tuple, set and dict displays, with * and ** unpacking.

a = [1, 2]
b = (3, 4)
r = range(5, 7)

print([*a, *b, *r])
print((*a, 0, *b))
print(*a, *b, sep="|")
print({*a, *a, *b} == {1, 2, 3, 4}, sorted({*a, *b, *r}))
print([*"hey"], (*"", *"x"), [*[], *()])
single = *a,
print(single, type(single).__name__)

d1 = {"x": 1, "y": 2}
d2 = {"y": 20, "z": 30}
print({**d1, **d2})
print({**d2, **d1})
print({"w": 0, **d1, "y": 99})
print({**{}, **{}})

# Duplicate keys: last value wins, first key position is kept
print({"k": 1, "j": 2, "k": 3})
print({1: "int", 1.0: "float", True: "bool"})

# Nested displays
grid = [[0] * 3 for _ in range(2)]
print(grid, [[*row, 9] for row in grid])
matrix = [[1, 2], [3, 4]]
print([*matrix[0], *matrix[1]], {i: [*row] for i, row in enumerate(matrix)})

# Star with generators and dict keys
print([*(x * x for x in range(4))], [*d1], [*d1.values()])

# Empty and trailing-comma forms
print([], (), {}, [1,], (1,), {1,}, {1: 2,})
print(type({}).__name__, type(set()).__name__)

# ** with non-string keys in a display is fine
print({**{1: "a"}, **{(2, 3): "b"}})

try:
    print({**[1, 2]})
except TypeError as e:
    print(type(e).__name__, e)
try:
    print([*5])
except TypeError as e:
    print(type(e).__name__, e)
try:
    print({[1]: 2})
except TypeError as e:
    print(type(e).__name__, e)
try:
    print({[1]})
except TypeError as e:
    print(type(e).__name__, e)
