# math.ldexp over every pair of a grid of inputs (special values included),
# printed with repr; errors are printed as their type and message.
import math

VALUES = [0.0, -0.0, 0.5, -0.75, 1.0, 3.0, 1e300, 5e-324, 1.5e-310, float('inf'), float('-inf'), float('nan'), 1, 2**60, 1023, 1024, -1074, -1075, -1080, 10**20, -10**20, 100, -3]

def show(name, *args):
    try:
        result = getattr(math, name)(*args)
    except Exception as e:
        result = type(e).__name__ + ": " + str(e)
    print(name, args, repr(result))

for name in "ldexp".split():
    for x in VALUES:
        for y in VALUES:
            show(name, x, y)
