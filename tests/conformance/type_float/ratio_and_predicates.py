# as_integer_ratio() gives the exact fraction of a float in lowest terms;
# is_integer() and the numerator/denominator views of ints and floats.
for v in [0.0, -0.0, 1.0, 0.5, 0.1, -2.75, 1e300, 5e-324, 1 / 3, 1e16, 123.456, 2.0 ** 60]:
    n, d = v.as_integer_ratio()
    print(repr(v), n, d, n / d == v, v.is_integer())
for v in [float("inf"), float("-inf"), float("nan")]:
    print(repr(v), v.is_integer())
    try:
        v.as_integer_ratio()
    except (OverflowError, ValueError) as e:
        print("  ", type(e).__name__ + ":", e)
for v in [1.5, -3.0, 0.0]:
    print(v.real, v.imag, v.conjugate(), repr(v.__trunc__()), v.__floor__(), v.__ceil__())
import sys
print((sys.float_info.max).is_integer(), (0.5).is_integer(), (2.0 ** -1074).as_integer_ratio()[1].bit_length())
print(float.__getformat__("double"), float.__getformat__("float"))
try:
    float.__getformat__("long")
except ValueError as e:
    print("ValueError:", e)
