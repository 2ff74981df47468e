# math.nextafter (with steps) and math.ulp at ordinary and extreme values.
import math

for x, y in [(1.0, 2.0), (1.0, 0.0), (0.0, 1.0), (0.0, -1.0), (-0.0, 1.0), (0.0, 0.0),
             (-0.0, 0.0), (0.0, -0.0), (1.7976931348623157e308, float('inf')),
             (float('inf'), 0.0), (5e-324, 0.0), (-5e-324, 0.0), (1.0, float('nan')),
             (float('nan'), 1.0), (2.0, 1.0), (1e300, -1e300)]:
    print(repr(x), repr(y), repr(math.nextafter(x, y)))
for steps in [0, 1, 2, 10, 1000, 2**52, 2**63, 10**30]:
    print(steps, repr(math.nextafter(1.0, 2.0, steps=steps)),
          repr(math.nextafter(0.0, -1.0, steps=steps)), repr(math.nextafter(-1.0, 1.0, steps=steps)))
print(repr(math.nextafter(1.0, 1.0, steps=5)), repr(math.nextafter(-5e-324, 5e-324, steps=1)))
for args, kwargs in [((1.0, 2.0), {"steps": -1}), ((1.0, 2.0), {"steps": 1.0}),
                     ((1.0,), {}), (("a", 2.0), {})]:
    try:
        print(math.nextafter(*args, **kwargs))
    except Exception as e:
        print(type(e).__name__, e)
for x in [0.0, -0.0, 1.0, -1.0, 2.0, 0.1, 1e300, 1e-300, 5e-324, 1.7976931348623157e308,
          2.2250738585072014e-308, 1e16, 3, float('inf'), float('-inf'), float('nan')]:
    print(repr(x), repr(math.ulp(x)))
