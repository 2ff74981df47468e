# Floor division and modulo for every sign combination, with int and float.

print("  a    b    a/b     a//b  a%b")
for a in (7, -7, 0, 1, -1):
    for b in (3, -3, 1, -1, 7):
        print("%4d %4d %8.4f %5d %4d" % (a, b, a / b, a // b, a % b), (a // b) * b + a % b == a)

print()
for a in (7.0, -7.0, 0.5, -0.5):
    for b in (2.0, -2.0, 0.3):
        q, r = a // b, a % b
        print(a, b, q, r, abs(q * b + r - a) < 1e-12)

# Mixed int/float
print(7 // 2.0, -7 // 2.0, 7 % 2.5, -7 % 2.5, 2 ** 0.5 // 1, 10 % 3.0)

# Modulo with big ints and negative divisors
print((10 ** 30 + 5) % -7, -(10 ** 30) % 7, (-(10 ** 30)) // 7, 10 ** 30 // -7)

# True division of ints is correctly rounded even for huge operands
print(10 ** 30 / 10 ** 29, (2 ** 100 + 1) / 2 ** 100, 1 / 3 == 1.0 / 3.0, 7 / 7,
      type(6 / 3).__name__)
print((10 ** 400 + 1) / 10 ** 399, 10 ** 308 * 10 // 10 ** 308)

# Zero division everywhere
for fn in (lambda: 1 / 0, lambda: 1 // 0, lambda: 1 % 0, lambda: 1.0 / 0, lambda: 1 // 0.0,
           lambda: 1 % 0.0, lambda: 0 / 0, lambda: 10 ** 50 // 0, lambda: True / False):
    try:
        fn()
    except ZeroDivisionError as e:
        print(type(e).__name__, e)

# Practical: splitting seconds into components, clock arithmetic
def hms(seconds):
    sign = "-" if seconds < 0 else ""
    seconds = abs(seconds)
    h, rest = seconds // 3600, seconds % 3600
    m, s = rest // 60, rest % 60
    return "%s%d:%02d:%02d" % (sign, h, m, s)

print([hms(s) for s in (0, 59, 3600, 3661, 86399, -3725)])
print([(h + 5) % 12 or 12 for h in range(12)])
print([d % 7 for d in range(-3, 10)])
