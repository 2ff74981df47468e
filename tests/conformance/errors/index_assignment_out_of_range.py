# Assigning to an index past the end of a list.

grid = [0] * 3
for i in range(3):
    grid[i] = i * i
print(grid)
grid[3] = 9
