# A class-body name used inside a comprehension condition.

class Grid:
    size = 3
    cells = [(r, c) for r in range(3) for c in range(size)]

print(Grid.cells)
