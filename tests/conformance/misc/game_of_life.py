# Conway's Game of Life on a small torus, using sets of live cells.

def parse(rows):
    return {(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "#"}

def neighbours(cell, height, width):
    r, c = cell
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr or dc:
                yield ((r + dr) % height, (c + dc) % width)

def step(live, height, width):
    counts = {}
    for cell in live:
        for n in neighbours(cell, height, width):
            counts[n] = counts.get(n, 0) + 1
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in live)}

def render(live, height, width):
    return "\n".join("".join("#" if (r, c) in live else "." for c in range(width))
                     for r in range(height))

glider = parse([
    ".#......",
    "..#.....",
    "###.....",
    "........",
    "........",
    "........",
])
H, W = 6, 8
state = glider
for generation in range(5):
    print("generation", generation, "live", len(state))
    print(render(state, H, W))
    state = step(state, H, W)

blinker = parse(["...", "###", "..."])
b1 = step(blinker, 5, 5)
b2 = step(b1, 5, 5)
print(sorted(b1), b2 == blinker)

# Run long enough to see the glider wrap around the torus back to its start
state = glider
for _ in range(4 * 8):
    state = step(state, H, W)
print(len(state), sorted(state) == sorted(glider) or sorted(state))
