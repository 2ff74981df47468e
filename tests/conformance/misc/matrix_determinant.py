# Exact linear algebra on integer matrices: determinant (Bareiss), rank, inverse check.

def determinant(m):
    a = [row[:] for row in m]
    n = len(a)
    sign, prev = 1, 1
    for k in range(n - 1):
        if a[k][k] == 0:
            for r in range(k + 1, n):
                if a[r][k] != 0:
                    a[k], a[r] = a[r], a[k]
                    sign = -sign
                    break
            else:
                return 0
        for i in range(k + 1, n):
            for j in range(k + 1, n):
                a[i][j] = (a[i][j] * a[k][k] - a[i][k] * a[k][j]) // prev
        prev = a[k][k]
    return sign * a[n - 1][n - 1]

def rank(m):
    a = [row[:] for row in m]
    rows, cols = len(a), len(a[0])
    r = 0
    for c in range(cols):
        pivot = next((i for i in range(r, rows) if a[i][c] != 0), None)
        if pivot is None:
            continue
        a[r], a[pivot] = a[pivot], a[r]
        for i in range(rows):
            if i != r and a[i][c] != 0:
                f_num, f_den = a[i][c], a[r][c]
                a[i] = [x * f_den - y * f_num for x, y in zip(a[i], a[r])]
        r += 1
        if r == rows:
            break
    return r

def matmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]

def identity(n):
    return [[int(i == j) for j in range(n)] for i in range(n)]

matrices = {
    "2x2": [[4, 7], [2, 6]],
    "3x3": [[6, 1, 1], [4, -2, 5], [2, 8, 7]],
    "singular": [[1, 2, 3], [2, 4, 6], [1, 0, 1]],
    "needs pivot": [[0, 2, 1], [1, 1, 1], [2, 0, 3]],
    "4x4": [[3, 2, 0, 1], [4, 0, 1, 2], [3, 0, 2, 1], [9, 2, 3, 1]],
}
for name, m in matrices.items():
    print("%-12s det=%-6d rank=%d" % (name, determinant(m), rank(m)))

hilbert_scaled = [[2520 // (i + j + 1) for j in range(5)] for i in range(5)]
print(determinant(hilbert_scaled))
big = [[(i * 7 + j * 3) % 11 + (i == j) * 10 ** 12 for j in range(6)] for i in range(6)]
print(determinant(big))
m = matrices["2x2"]
adj = [[m[1][1], -m[0][1]], [-m[1][0], m[0][0]]]
print(matmul(m, adj), [[determinant(m) * v for v in row] for row in identity(2)])
