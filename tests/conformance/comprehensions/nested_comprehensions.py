# Deeply nested comprehensions and comprehensions with multiple clauses.

print([(a, b, c) for a in range(1, 20) for b in range(a, 20) for c in range(b, 20)
       if a * a + b * b == c * c])

grid = [[(r * 3 + c) for c in range(3)] for r in range(3)]
print(grid)
print([[grid[c][r] for c in range(3)] for r in range(3)])
print([[v for v in row if v % 2] for row in grid])
print([v for row in grid if sum(row) > 5 for v in row if v > 4])

# Cartesian product of three lists
colors = ["red", "green"]
sizes = ["S", "M"]
styles = ["plain"]
print([f"{c}-{s}-{t}" for c in colors for s in sizes for t in styles])

# Flatten nested structure two levels deep
nested = [[[1, 2], [3]], [[4], [5, 6, 7]], []]
print([x for outer in nested for inner in outer for x in inner])

# Dict of lists of sets
data = {name: [{i * n for i in range(3)} for n in range(1, 3)] for name in ("p", "q")}
print({k: [sorted(s) for s in v] for k, v in data.items()})

# Generator inside list comprehension inside dict comprehension
print({k: [sum(x for x in range(v)) for v in range(k)] for k in range(4)})

# Conditions referencing outer loop variables
print([(i, j) for i in range(5) if i % 2 for j in range(i) if (i + j) % 3 == 0])

# Matrix multiplication
A = [[1, 2], [3, 4], [5, 6]]
B = [[7, 8, 9], [10, 11, 12]]
product = [[sum(a * b for a, b in zip(row, col)) for col in zip(*B)] for row in A]
print(product)

# Chessboard pattern
board = ["".join("#" if (r + c) % 2 else "." for c in range(8)) for r in range(4)]
print("\n".join(board))

# Pascal's triangle
rows = [[1]]
for _ in range(6):
    prev = rows[-1]
    rows.append([1] + [prev[i] + prev[i + 1] for i in range(len(prev) - 1)] + [1])
print(rows[-1], [sum(r) for r in rows])
