# bench-count-size: 20
# Lists of lists: dense matrix multiplication, Gaussian elimination with
# partial pivoting to solve a linear system, matrix powers of an integer
# matrix, and Conway's game of life on a wrapped grid, all with nested
# loops, indexing and comprehensions. The size is the matrices' dimension.
import sys


def make_matrix(rows, cols, seed):
    state = seed
    matrix = []
    for _ in range(rows):
        row = []
        for _ in range(cols):
            state = (state * 1103515245 + 12345) % 2147483648
            row.append(((state >> 8) % 2001 - 1000) / 100.0)
        matrix.append(row)
    return matrix


def multiply(a, b):
    columns = list(zip(*b))
    return [[sum(x * y for x, y in zip(row, column)) for column in columns] for row in a]


def multiply_loops(a, b):
    n, m, p = len(a), len(b), len(b[0])
    result = [[0] * p for _ in range(n)]
    for i in range(n):
        row = result[i]
        for k in range(m):
            aik = a[i][k]
            bk = b[k]
            for j in range(p):
                row[j] += aik * bk[j]
    return result


def solve(matrix, rhs):
    n = len(matrix)
    a = [row[:] + [value] for row, value in zip(matrix, rhs)]
    for column in range(n):
        pivot = max(range(column, n), key=lambda r: abs(a[r][column]))
        a[column], a[pivot] = a[pivot], a[column]
        for r in range(column + 1, n):
            factor = a[r][column] / a[column][column]
            if factor:
                for c in range(column, n + 1):
                    a[r][c] -= factor * a[column][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (a[r][n] - sum(a[r][c] * x[c] for c in range(r + 1, n))) / a[r][r]
    return x


def matrix_power(m, exponent, modulus):
    n = len(m)
    result = [[int(i == j) for j in range(n)] for i in range(n)]
    while exponent:
        if exponent & 1:
            result = [[v % modulus for v in row] for row in multiply_loops(result, m)]
        m = [[v % modulus for v in row] for row in multiply_loops(m, m)]
        exponent >>= 1
    return result


def life(grid, generations):
    rows, cols = len(grid), len(grid[0])
    for _ in range(generations):
        grid = [[1 if (n := sum(grid[(r + dr) % rows][(c + dc) % cols]
                                for dr in (-1, 0, 1) for dc in (-1, 0, 1)) - grid[r][c]) == 3
                 or (n == 2 and grid[r][c]) else 0
                 for c in range(cols)] for r in range(rows)]
    return grid


def main():
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 120
    a = make_matrix(size, size, 1)
    b = make_matrix(size, size, 2)
    product = multiply(a, b)
    again = multiply_loops(a, b)
    difference = max(abs(x - y) for pr, ag in zip(product, again) for x, y in zip(pr, ag))
    trace = sum(product[i][i] for i in range(size))
    rhs = [sum(row) for row in a]
    x = solve(a, rhs)
    residual = max(abs(value - 1.0) for value in x)
    print("matrix", size, "%.6f" % trace, difference < 1e-9, residual < 1e-6)
    fib_matrix = matrix_power([[1, 1], [1, 0]], size * 1000, 1000000007)
    ints = [[(i * j + 1) % 10 for j in range(size // 4)] for i in range(size // 4)]
    powered = matrix_power(ints, 50, 998244353)
    print("powers", fib_matrix[0][1], sum(map(sum, powered)) % 998244353)
    state = 5
    grid = []
    for r in range(size // 2):
        row = []
        for c in range(size // 2):
            state = (state * 1103515245 + 12345) % 2147483648
            row.append(1 if (state >> 16) % 3 == 0 else 0)
        grid.append(row)
    final = life(grid, size // 2)
    print("life", sum(map(sum, final)), sum(r * c * v for r, row in enumerate(final)
                                             for c, v in enumerate(row)))


if __name__ == "__main__":
    main()
