# A call with many positional arguments and one with a single argument.
import sys
sys.path.insert(0, "..")
import _logtool

def f(a, b, c, d, e):
    return a + b + c + d + e

_logtool.start_all()
f(1, 2, 3, 4, 5)
f("a", "b", "c", "d", "e")
_logtool.stop()
