# A conditional expression on one line.
import sys
sys.path.insert(0, "..")
import _logtool

def f(x):
    return "big" if x > 5 else "small"

_logtool.start_all()
print(f(1), f(9))
_logtool.stop()
