# A return expression spread over several lines.
import sys
sys.path.insert(0, "..")
import _logtool

def f(a, b):
    return (a
            + b
            * 2)

_logtool.start_all()
print(f(1, 2))
_logtool.stop()
