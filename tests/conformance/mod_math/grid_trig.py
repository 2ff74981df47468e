# math.sin cos tan over a grid of inputs (special values included), printed with repr;
# errors are printed as their type and message.
import math

VALUES = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2.0, 3.0, 3.141592653589793, 1.5707963267948966, 10.0, -10.0, 100.0, 1e10, 1e-10, 1e300, 5e-324, 0.1 * 7, 1, 2, -3, float('inf'), float('-inf'), float('nan')] + [i / 8 for i in range(-40, 41)]

def show(name, *args):
    try:
        result = getattr(math, name)(*args)
    except Exception as e:
        result = type(e).__name__ + ": " + str(e)
    print(name, args, repr(result))

for name in "sin cos tan".split():
    for x in VALUES:
        show(name, x)
