# math.exp exp2 expm1 over a grid of inputs (special values included), printed with repr;
# errors are printed as their type and message.
import math

VALUES = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2.0, 10.0, -10.0, 100.0, 700.0, 709.0, 709.7, 709.8, 710.0, 1023.0, 1024.0, 1025.0, -745.0, -746.0, -1075.0, -1080.0, 1e-10, -1e-10, 1e-300, 5e-324, 3, -3, float('inf'), float('-inf'), float('nan')] + [i / 3 for i in range(-30, 31)]

def show(name, *args):
    try:
        result = getattr(math, name)(*args)
    except Exception as e:
        result = type(e).__name__ + ": " + str(e)
    print(name, args, repr(result))

for name in "exp exp2 expm1".split():
    for x in VALUES:
        show(name, x)
