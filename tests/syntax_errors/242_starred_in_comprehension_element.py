flat = [*row for row in grid]
