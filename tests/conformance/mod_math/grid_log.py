# math.log log2 log10 log1p over a grid of inputs (special values included), printed with repr;
# errors are printed as their type and message.
import math

VALUES = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2.0, 10.0, 100.0, 1000.0, 1e10, 1e100, 1e300, 1.7976931348623157e308, 1e-10, 1e-300, 5e-324, 2.2250738585072014e-308, 0.1, 3, 8, 1024, 10**22, 2**1000, 0, -5, float('inf'), float('-inf'), float('nan'), -0.9999, -1.0000001, 1e-17] + [i / 5 for i in range(1, 40)]

def show(name, *args):
    try:
        result = getattr(math, name)(*args)
    except Exception as e:
        result = type(e).__name__ + ": " + str(e)
    print(name, args, repr(result))

for name in "log log2 log10 log1p".split():
    for x in VALUES:
        show(name, x)
