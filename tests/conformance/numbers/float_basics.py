# float repr, arithmetic, special values and precision.

values = [0.1, 0.2, 0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e16 + 1, 123456789012345678.0, 1e-5, 1e-4,
          0.0001234, 1e22, 1e23, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, 100.0,
          -0.0, 1.5, 2.5, 0.5e-6, 3.0e10, 12345.678e3]
for v in values:
    print(repr(v), str(v), float(repr(v)) == v)

inf, nan = float("inf"), float("nan")
print(inf + 1, inf * -1, inf - inf, inf * 0, 1 / inf, -1 / inf, nan + 1, nan * 0)
print(inf == inf, nan == nan, nan != nan, nan < 1, nan > 1, inf > 10 ** 400, -inf < -(10 ** 400))
print(max(1.0, nan), max(nan, 1.0), min(inf, -inf), sorted([3.0, -inf, inf, 0.0]))
print(0.0 == -0.0, repr(-0.0), repr(0.0 * -1), repr(-0.0 + 0.0), repr(-0.0 - 0.0), 1 / inf == 0)

# Division, floor division and modulo follow the sign of the divisor
for a, b in ((7.5, 2), (-7.5, 2), (7.5, -2), (-7.5, -2), (1e300, 1e-300), (5.0, 0.1), (-0.0, 1.0)):
    try:
        print(a, b, a / b, a // b, a % b)
    except OverflowError as e:
        print(a, b, type(e).__name__, e)

# Accumulated rounding error
total = 0.0
for _ in range(10):
    total += 0.1
print(total, total == 1.0, abs(total - 1.0) < 1e-9, sum([0.1] * 10), 0.1 * 10)
print(1e16 + 1 - 1e16, (1e16 + 2) - 1e16, 0.1 + 0.7, 4.35 * 100, 1.1 * 1.1)

# Overflow and underflow
print(1e308 * 10, -1e308 * 10, 1e-320 / 1e10, 2.0 ** 1023)
for fn in (lambda: 2.0 ** 1024, lambda: 10.0 ** 400, lambda: float(2 ** 1024), lambda: 1.0 / 0.0,
           lambda: 0.0 ** -1, lambda: 1.0 % 0.0):
    try:
        print(fn())
    except (OverflowError, ZeroDivisionError) as e:
        print(type(e).__name__, e)

# Float methods
for v in (0.5, 2.0, -3.75, 0.1, 1e20):
    print(v, v.is_integer(), v.as_integer_ratio(), v.hex(), float.fromhex(v.hex()) == v,
          v.conjugate(),
          v.real, v.imag)
print(float.fromhex("0x1.8p1"), float.fromhex("-0x1p-2"), float.fromhex("inf"))
for v in (inf, nan):
    try:
        v.as_integer_ratio()
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
