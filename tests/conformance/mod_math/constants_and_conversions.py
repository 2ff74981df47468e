# The constants of math, degrees/radians, and the number conversions every
# float function applies (int, bool, __float__, __index__, big ints).
import math

print(repr(math.pi), repr(math.e), repr(math.tau), repr(math.inf), repr(math.nan))
print(math.tau == 2 * math.pi, math.isnan(math.nan), math.inf > 1e308, -math.inf < -1e308)
print(type(math.pi).__name__, math.pi == 3.141592653589793)
for x in [0, 1, -1, 30, 45, 90, 180, 360, 720, 1e300, -0.0, 0.5, math.pi, float('inf'),
          float('nan')]:
    print(repr(x), repr(math.radians(x)), repr(math.degrees(x)))
for d in range(0, 361, 15):
    print(d, repr(math.radians(d)), repr(math.degrees(math.radians(d))))

class F:
    def __float__(self):
        return 0.25

class I:
    def __index__(self):
        return 4

class Both:
    def __float__(self):
        return 9.0
    def __index__(self):
        return 16

print(math.sqrt(F()), math.sqrt(I()), math.sqrt(Both()), math.sqrt(True), math.exp(False))
print(repr(math.sqrt(10**300)), repr(math.sin(2**100)))

class BadFloat:
    def __float__(self):
        return 1

for bad in ["1", None, [1.0], 1j, BadFloat(), 10**400]:
    try:
        print(math.sqrt(bad))
    except Exception as e:
        print(type(e).__name__, e)
