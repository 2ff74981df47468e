# A small matrix class using @, indexing with tuples, iteration and equality.

class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
        self.shape = (len(self.rows), len(self.rows[0]) if self.rows else 0)

    @classmethod
    def identity(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    def __getitem__(self, pos):
        r, c = pos
        return self.rows[r][c]

    def __setitem__(self, pos, value):
        r, c = pos
        self.rows[r][c] = value

    def __iter__(self):
        for row in self.rows:
            yield tuple(row)

    def __len__(self):
        return self.shape[0]

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __add__(self, other):
        if self.shape != other.shape:
            raise ValueError("shape mismatch: %r vs %r" % (self.shape, other.shape))
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])

    def __mul__(self, k):
        return Matrix([[v * k for v in row] for row in self.rows])

    __rmul__ = __mul__

    def __matmul__(self, other):
        if self.shape[1] != other.shape[0]:
            raise ValueError("cannot multiply %r by %r" % (self.shape, other.shape))
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self.rows])

    def __pow__(self, n):
        result = Matrix.identity(self.shape[0])
        base = self
        while n:
            if n & 1:
                result = result @ base
            base = base @ base
            n >>= 1
        return result

    def transpose(self):
        return Matrix(zip(*self.rows))

    def __repr__(self):
        return "Matrix(%r)" % (self.rows,)

    def __str__(self):
        width = max(len(str(v)) for row in self.rows for v in row)
        return "\n".join(" ".join(str(v).rjust(width) for v in row) for row in self.rows)

a = Matrix([[1, 2], [3, 4]])
b = Matrix([[0, 1], [1, 0]])
print(a @ b)
print(a + b, 2 * a, a * 3, sep="\n")
print(a[1, 0], len(a), list(a), a.transpose())
a[0, 0] = 10
print(a)
fib = Matrix([[1, 1], [1, 0]]) ** 30
print(fib[0, 1])
print(Matrix.identity(3) @ Matrix([[1], [2], [3]]) == Matrix([[1], [2], [3]]))
try:
    a @ Matrix([[1, 2, 3]])
except ValueError as e:
    print(type(e).__name__, e)
try:
    a + Matrix([[1]])
except ValueError as e:
    print(type(e).__name__, e)
m = Matrix([[1, 2, 3], [4, 5, 6]])
m @= m.transpose()
print(repr(m))
