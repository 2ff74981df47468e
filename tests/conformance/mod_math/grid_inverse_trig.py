# math.asin acos atan over a grid of inputs (special values included), printed with repr;
# errors are printed as their type and message.
import math

VALUES = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 0.999999, -0.999999, 1.0000001, 2.0, -2.0, 10.0, 1e300, 1e-300, 5e-324, 1, -1, 0, float('inf'), float('-inf'), float('nan')] + [i / 16 for i in range(-20, 21)]

def show(name, *args):
    try:
        result = getattr(math, name)(*args)
    except Exception as e:
        result = type(e).__name__ + ": " + str(e)
    print(name, args, repr(result))

for name in "asin acos atan".split():
    for x in VALUES:
        show(name, x)
