# math.atan2 copysign over every pair of a grid of inputs (special values included),
# printed with repr; errors are printed as their type and message.
import math

VALUES = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2.0, -3.5, 1e300, -1e-300, 5e-324, 7, float('inf'), float('-inf'), float('nan')]

def show(name, *args):
    try:
        result = getattr(math, name)(*args)
    except Exception as e:
        result = type(e).__name__ + ": " + str(e)
    print(name, args, repr(result))

for name in "atan2 copysign".split():
    for x in VALUES:
        for y in VALUES:
            show(name, x, y)
