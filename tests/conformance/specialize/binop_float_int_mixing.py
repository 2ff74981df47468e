# Arithmetic sites warmed with ints (or floats), then given the other type,
# bools, mixed operands, inf and nan, and results that round differently in
# float and int arithmetic.


def add(a, b):
    return a + b


def mul(a, b):
    return a * b


def sub(a, b):
    return a - b


def div(a, b):
    return a / b


def fdiv(a, b):
    return a // b


def mod(a, b):
    return a % b


def power(a, b):
    return a ** b


OPS = [add, mul, sub, div, fdiv, mod, power]

for i in range(300):
    for op in OPS:
        op(i + 1, 3)

cases = [(7, 2), (7.0, 2), (7, 2.0), (-7, 2), (-7.5, 2), (True, 2), (7, True),
         (False, 3), (2 ** 60, 0.5), (0.1, 0.2), (1e308, 10), (-0.0, 1),
         (3, -2), (2, 0.5), (-8, 2.0)]
for a, b in cases:
    row = []
    for op in OPS:
        try:
            r = op(a, b)
            row.append(repr(r))
        except (ZeroDivisionError, OverflowError) as e:
            row.append(type(e).__name__)
    print(repr(a), repr(b), " ".join(row))

# Float-warmed sites given ints and big ints.
for i in range(300):
    for op in OPS:
        op(i + 0.5, 1.5)
for a, b in [(1, 1), (2 ** 70, 1.0), (1.0, 2 ** 70), (10 ** 400, 1), (1.5, 10 ** 400)]:
    row = []
    for op in (add, mul, sub, div):
        try:
            r = op(a, b)
            row.append(repr(r) if not isinstance(r, int) or r < 10 ** 30 else "bigint")
        except OverflowError as e:
            row.append("OverflowError(%s)" % e)
    print(" ".join(row))

# Special values at a float-warmed site.
inf = float("inf")
nan = float("nan")
for a, b in [(inf, 1), (inf, -inf), (nan, 0), (0.0, -0.0), (1e-320, 1e-320)]:
    print(repr(add(a, b)), repr(sub(a, b)), repr(mul(a, b)))
for a, b in [(1.0, 0), (1, 0.0), (0.0, 0.0)]:
    for op in (div, fdiv, mod):
        try:
            op(a, b)
        except ZeroDivisionError as e:
            print(op.__name__, "ZeroDivisionError:", e)

# An accumulator that starts as int and becomes float part-way.
acc = 0
history = []
for i in range(400):
    acc = add(acc, 1 if i < 200 else 0.25)
    if i in (0, 199, 200, 399):
        history.append(repr(acc))
print(history)
