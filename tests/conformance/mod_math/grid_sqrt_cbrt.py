# math.sqrt cbrt fabs over a grid of inputs (special values included), printed with repr;
# errors are printed as their type and message.
import math

VALUES = [0.0, -0.0, 0.25, 0.5, -0.5, 1.0, -1.0, 2.0, 3.0, 4.0, 27.0, -27.0, 1e10, 1e300, 1.7976931348623157e308, 1e-300, 5e-324, 2, 9, 10**20, -8, float('inf'), float('-inf'), float('nan')] + [i * 0.37 for i in range(-10, 40)]

def show(name, *args):
    try:
        result = getattr(math, name)(*args)
    except Exception as e:
        result = type(e).__name__ + ": " + str(e)
    print(name, args, repr(result))

for name in "sqrt cbrt fabs".split():
    for x in VALUES:
        show(name, x)
