# math.hypot over every pair of a grid of inputs (special values included),
# printed with repr; errors are printed as their type and message.
import math

VALUES = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 3.0, 4.0, 1e308, -1e308, 1e-308, 5e-324, 1e154, 12, float('inf'), float('-inf'), float('nan')]

def show(name, *args):
    try:
        result = getattr(math, name)(*args)
    except Exception as e:
        result = type(e).__name__ + ": " + str(e)
    print(name, args, repr(result))

for name in "hypot".split():
    for x in VALUES:
        for y in VALUES:
            show(name, x, y)
