# A backtracking Sudoku solver with constraint propagation through sets.

PUZZLE = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""

def parse(text):
    rows = [line for line in text.split() if line]
    return [[0 if ch == "." else int(ch) for ch in row] for row in rows]

def candidates(grid, r, c):
    used = set(grid[r]) | {grid[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {grid[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return [d for d in range(1, 10) if d not in used]

steps = 0

def solve(grid):
    global steps
    best = None
    for r in range(9):
        for c in range(9):
            if grid[r][c] == 0:
                options = candidates(grid, r, c)
                if best is None or len(options) < len(best[2]):
                    best = (r, c, options)
    if best is None:
        return True
    r, c, options = best
    for d in options:
        steps += 1
        grid[r][c] = d
        if solve(grid):
            return True
    grid[r][c] = 0
    return False

def valid(grid):
    groups = [row for row in grid] + [[grid[r][c] for r in range(9)] for c in range(9)]
    groups += [[grid[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)]
               for br in (0, 3, 6) for bc in (0, 3, 6)]
    return all(sorted(g) == list(range(1, 10)) for g in groups)

grid = parse(PUZZLE)
print(sum(v == 0 for row in grid for v in row), "empty cells")
print(solve(grid), "steps:", steps)
for row in grid:
    print(" ".join(str(v) for v in row))
print("valid:", valid(grid))
bad = parse(PUZZLE)
bad[0][2] = 5
print("contradictory puzzle solvable:", solve(bad))
