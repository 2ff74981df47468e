# Integer arithmetic warmed on small ints, then operands grow past 2**30,
# 2**62, 2**63 and 2**64 (positive and negative), so a small-int fast path
# must overflow into big ints exactly.


def mul(a, b):
    return a * b


def add(a, b):
    return a + b


def sub(a, b):
    return a - b


def inplace(a, b):
    a += b
    a *= 3
    a -= b
    return a


def floor_ops(a, b):
    return a // b, a % b


def shifts(a, n):
    return a << n, a >> n


for i in range(400):
    mul(i, i + 1)
    add(i, -i)
    sub(i, 3)
    inplace(i, 1)
    floor_ops(i + 1, 7)
    shifts(i, 3)

# Squaring grows through every boundary.
x = 3
for step in range(8):
    x = mul(x, x)
    print("square", step, x if x < 10 ** 40 else len(str(x)))

for base in (2 ** 30, 2 ** 31, 2 ** 62, 2 ** 63, 2 ** 64):
    for delta in (-1, 0, 1):
        a = base + delta
        print(base.bit_length(), delta, add(a, a), sub(-a, a), mul(a, -1), mul(a, 2))

# Values around the 64-bit signed limits.
big = 2 ** 63 - 1
small = -(2 ** 63)
print(add(big, 1), sub(small, 1), mul(small, -1), add(small, big), sub(big, small))
print(floor_ops(small, -1), floor_ops(big, -2), floor_ops(-big, 2), floor_ops(small, 7))
print(inplace(big, big), inplace(small, small))
print(shifts(1, 62), shifts(1, 63), shifts(1, 64), shifts(-1, 70), shifts(big, 1))

# Running sums that cross the boundaries inside a loop.
total = 2 ** 62 - 1000
crossings = []
for i in range(2000):
    before = total
    total = add(total, 2 ** 53)
    if (before < 2 ** 63) != (total < 2 ** 63) or (before < 2 ** 64) != (total < 2 ** 64):
        crossings.append(i)
print(crossings, total)

# Shrinking back into small ints must also give exact small results.
z = 2 ** 100
for i in range(110):
    z = floor_ops(z, 2)[0]
print(z, z == 0, type(z).__name__, sub(2 ** 64, 2 ** 64 - 5), mul(2 ** 64, 0))

# Division by zero at a warmed site.
try:
    floor_ops(5, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    floor_ops(2 ** 80, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
