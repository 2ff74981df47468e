# Expressions over constants: results must be the same whether or not the
# compiler folds them, and large results must still be right.

print(2 ** 100)
print(-2 ** 63, (-2) ** 63, 2 ** 64 - 1)
print(10 ** 30 // 7, 10 ** 30 % 7)
print("ab" * 5 + "c")
print((1, 2) + (3,) * 2)
print(1 + 2.5, 3 / 2, 3 // 2.0, 2 ** 0.5 == 2 ** 0.5)
print(1 - 1 == 0, not 0, ~0, -0, -0.0, 0.0 == -0.0)
print(0x7FFFFFFFFFFFFFFF + 1, -0x8000000000000000 - 1)
print(1_000_000 * 1_000_000, 0b1111_0000, 0o777, 0xdead_beef)
print(1e3, 1E-3, 1_0.5e1_0, .5, 5., 0e0)
print(10 ** -2, 2 ** -2, (-8) ** (1 / 3) if False else "skip")
print("a" "b" 'c', "x" \
      "y")
print(100 // 7 * 7 + 100 % 7 == 100)
print(7 // -2, -7 // -2, 7.5 // 2, -7.5 // 2, 7.5 % 2, -7.5 % 2)
print(1 << 64 >> 64, (1 << 64) - (1 << 63))
print((2 ** 31) * (2 ** 31) == 2 ** 62, 3 ** 40)
print(True + True, True * 10, False - 1, True / 2)
print(None is None, ... is ..., type(...).__name__)
print(len("x" * 1000), sum([10 ** 20] * 3))

# Big tuples/strings built from constants
big = "-" * 40
print(big, len(big))
t = (1, 2, 3) * 4
print(t, len(t))

# Division results with exact and inexact floats
for a, b in [(1, 3), (2, 3), (10, 4), (-1, 3), (7, 7), (10 ** 18, 3)]:
    print(a, b, a / b, a // b, a % b)

# Errors from constant expressions happen at run time, and are catchable
try:
    print(1 / 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    print(1 // 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    print(1 % 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    print(1.0 / 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    print(0 ** -1)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    print(1.0 % 0.0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
