# Two-dimensional lists: creation, transposition, rotation, spiral order, flood of values.

def make(rows, cols, fill=0):
    return [[fill] * cols for _ in range(rows)]

def show(m):
    for row in m:
        print(" ".join("%3s" % v for v in row))

m = make(3, 4)
for r in range(3):
    for c in range(4):
        m[r][c] = r * 4 + c
show(m)
print([list(col) for col in zip(*m)])

def rotate_clockwise(m):
    return [list(row) for row in zip(*m[::-1])]

def rotate_counter(m):
    return [list(row) for row in zip(*m)][::-1]

show(rotate_clockwise(m))
print(rotate_counter(rotate_clockwise(m)) == m)

def spiral(m):
    out = []
    top, bottom, left, right = 0, len(m) - 1, 0, len(m[0]) - 1
    while top <= bottom and left <= right:
        out.extend(m[top][c] for c in range(left, right + 1))
        out.extend(m[r][right] for r in range(top + 1, bottom + 1))
        if top < bottom:
            out.extend(m[bottom][c] for c in range(right - 1, left - 1, -1))
        if left < right:
            out.extend(m[r][left] for r in range(bottom - 1, top, -1))
        top, bottom, left, right = top + 1, bottom - 1, left + 1, right - 1
    return out

print(spiral(m), spiral([[1]]), spiral([[1, 2, 3]]), spiral([[1], [2], [3]]))

# Neighbour sums (a blur) with edge handling
def blur(m):
    rows, cols = len(m), len(m[0])
    out = make(rows, cols)
    for r in range(rows):
        for c in range(cols):
            cells = [m[rr][cc] for rr in range(r - 1, r + 2) for cc in range(c - 1, c + 2)
                     if 0 <= rr < rows and 0 <= cc < cols]
            out[r][c] = sum(cells) // len(cells)
    return out

show(blur(m))

# The classic aliasing mistake
wrong = [[0] * 3] * 2
wrong[0][0] = 9
print(wrong, wrong[0] is wrong[1])
right = make(2, 3)
right[0][0] = 9
print(right, right[0] is right[1])
