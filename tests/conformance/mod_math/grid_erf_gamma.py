# math.erf erfc gamma lgamma over a grid of inputs (special values included), printed with repr;
# errors are printed as their type and message.
import math

VALUES = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 10.0, 20.0, 23.0, 24.0, 30.5, 100.0, 171.0, 171.5, 172.0, -1.5, -2.5, -0.1, -3.0, -100.5, 1e-10, 1e-300, 1e300, 7, float('inf'), float('-inf'), float('nan')] + [i / 4 for i in range(-24, 60)]

def show(name, *args):
    try:
        result = getattr(math, name)(*args)
    except Exception as e:
        result = type(e).__name__ + ": " + str(e)
    print(name, args, repr(result))

for name in "erf erfc gamma lgamma".split():
    for x in VALUES:
        show(name, x)
