# Realistic nested-loop searches using break/else and flags.

grid = [
    "#########",
    "#..#....#",
    "#.##.##.#",
    "#...S#..#",
    "###.##.##",
    "#.....E.#",
    "#########",
]

def find(ch):
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            if cell == ch:
                return r, c
    return None

start, end = find("S"), find("E")
print("start", start, "end", end, "missing", find("X"))

# Breadth-first search with a plain list as the queue
def shortest(start, end):
    frontier = [start]
    dist = {start: 0}
    head = 0
    while head < len(frontier):
        r, c = frontier[head]
        head += 1
        if (r, c) == end:
            return dist[(r, c)]
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if grid[nr][nc] == "#" or (nr, nc) in dist:
                continue
            dist[(nr, nc)] = dist[(r, c)] + 1
            frontier.append((nr, nc))
    return -1

print("distance", shortest(start, end))

# Find the first pair summing to a target, break out of both loops via else
numbers = [8, 3, 11, 5, 7, 2]
target = 13
for i in range(len(numbers)):
    for j in range(i + 1, len(numbers)):
        if numbers[i] + numbers[j] == target:
            break
    else:
        continue
    break
print("pair", numbers[i], numbers[j])

# Primes with for/else
primes = []
for n in range(2, 60):
    for p in primes:
        if p * p > n:
            primes.append(n)
            break
        if n % p == 0:
            break
    else:
        primes.append(n)
print(primes)

# Triangle of pairs with continue on diagonal
lines = []
for a in range(4):
    parts = []
    for b in range(4):
        if a == b:
            continue
        if b > a:
            break
        parts.append("%d%d" % (a, b))
    lines.append(",".join(parts))
print(lines)
