# Two-argument float functions over special values only (zeros of both
# signs, infinities, NaN, extremes), checking every sign rule.
import math

specials = [0.0, -0.0, 5e-324, -5e-324, 1.0, -1.0, 1.7976931348623157e308,
            -1.7976931348623157e308, float('inf'), float('-inf'), float('nan')]
for name in ["atan2", "copysign", "fmod", "remainder", "pow", "hypot", "nextafter"]:
    f = getattr(math, name)
    for x in specials:
        row = []
        for y in specials:
            try:
                row.append(repr(f(x, y)))
            except Exception as e:
                row.append(type(e).__name__)
        print(name, repr(x), row)
