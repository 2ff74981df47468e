# Returning a tuple and unpacking it.
import sys
sys.path.insert(0, "..")
import _logtool

def pair(x):
    return x, x * 2

_logtool.start_all()
a, b = pair(3)
print(a, b)
_logtool.stop()
