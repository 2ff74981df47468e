# if not and chained comparisons.
import sys
sys.path.insert(0, "..")
import _logtool

def f(x):
    if not x:
        return "falsy"
    if 0 < x < 10:
        return "digit"
    return "other"

_logtool.start_all()
print(f(0), f(5), f(50))
_logtool.stop()
