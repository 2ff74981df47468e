# math.asinh acosh atanh over a grid of inputs (special values included), printed with repr;
# errors are printed as their type and message.
import math

VALUES = [0.0, -0.0, 0.5, -0.5, 0.99, -0.99, 1.0, -1.0, 1.5, 2.0, 10.0, 1e10, 1e300, -1e300, 1e-10, 5e-324, 2, float('inf'), float('-inf'), float('nan')] + [i / 7 for i in range(-20, 21)]

def show(name, *args):
    try:
        result = getattr(math, name)(*args)
    except Exception as e:
        result = type(e).__name__ + ": " + str(e)
    print(name, args, repr(result))

for name in "asinh acosh atanh".split():
    for x in VALUES:
        show(name, x)
