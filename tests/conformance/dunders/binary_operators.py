# Every binary operator dunder, called with the right operands.

class Tracer:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name

def make(op):
    def method(self, other):
        return "%s.%s(%r)" % (self.name, op, other)
    method.__name__ = op
    return method

for op in ("add", "sub", "mul", "matmul", "truediv", "floordiv", "mod", "pow",
           "lshift", "rshift", "and", "or", "xor"):
    setattr(Tracer, "__%s__" % op, make("__%s__" % op))

t = Tracer("t")
print(t + 1)
print(t - 1)
print(t * 1)
print(t @ 1)
print(t / 1)
print(t // 1)
print(t % 1)
print(t ** 1)
print(t << 1)
print(t >> 1)
print(t & 1)
print(t | 1)
print(t ^ 1)
print(t + t)

# Missing operators raise TypeError with the operator symbol
class Empty:
    pass

e = Empty()
for symbol, fn in [("+", lambda: e + 1), ("-", lambda: e - 1), ("*", lambda: e * 1),
                   ("@", lambda: e @ 1), ("/", lambda: e / 1), ("//", lambda: e // 1),
                   ("%", lambda: e % 1), ("**", lambda: e ** 1), ("<<", lambda: e << 1),
                   (">>", lambda: e >> 1), ("&", lambda: e & 1), ("|", lambda: e | 1),
                   ("^", lambda: e ^ 1), ("1 + e", lambda: 1 + e), ("1 @ e", lambda: 1 @ e)]:
    try:
        fn()
    except TypeError as ex:
        print(symbol, "->", ex)

# A realistic numeric class
class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y) if isinstance(o, Vec) else NotImplemented

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y) if isinstance(o, Vec) else NotImplemented

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k) if isinstance(k, (int, float)) else NotImplemented

    def __matmul__(self, o):
        return self.x * o.x + self.y * o.y

    def __truediv__(self, k):
        return Vec(self.x / k, self.y / k)

    def __floordiv__(self, k):
        return Vec(self.x // k, self.y // k)

    def __mod__(self, k):
        return Vec(self.x % k, self.y % k)

    def __pow__(self, k):
        return Vec(self.x ** k, self.y ** k)

    def __repr__(self):
        return "Vec(%r, %r)" % (self.x, self.y)

a, b = Vec(1, 2), Vec(3, 5)
print(a + b, b - a, a * 3, a @ b, b / 2, b // 2, b % 2, a ** 2)
try:
    a * "x"
except TypeError as ex:
    print(type(ex).__name__, ex)
try:
    a + 1
except TypeError as ex:
    print(type(ex).__name__, ex)
