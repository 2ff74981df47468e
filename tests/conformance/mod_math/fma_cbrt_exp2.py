# The functions new in 3.11-3.13: fma (one rounding), cbrt, exp2, sumprod
# basics, and their special values.
import math

for x, y, z in [(2.0, 3.0, 4.0), (0.1, 10.0, -1.0), (1e308, 2.0, -1e308), (1.0 + 2**-52, 1.0 - 2**-52, -1.0),
                (0.0, -1.0, 0.0), (-0.0, 0.0, -0.0), (float('inf'), 2.0, 1.0), (float('inf'), -1.0, float('inf')),
                (3, 4, 5), (1e-300, 1e-300, 0.0), (float('nan'), 1.0, 1.0), (1.0, 1.0, float('nan'))]:
    try:
        print(x, y, z, repr(math.fma(x, y, z)))
    except Exception as e:
        print(x, y, z, type(e).__name__, e)
for x in [0.0, -0.0, 1.0, 8.0, -8.0, 27.0, 2.0, 1e300, -1e-300, 0.001, 64, 10**18]:
    print(repr(x), repr(math.cbrt(x)))
for x in [0, 1, 2, -1, 0.5, 10, 52, 1023, 1024, -1074, -1075, 3.3]:
    try:
        print(x, repr(math.exp2(x)))
    except OverflowError as e:
        print(x, "OverflowError", e)
