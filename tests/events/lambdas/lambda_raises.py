# A lambda raising ZeroDivisionError.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
f = lambda v: 1 / v
try:
    f(0)
except ZeroDivisionError:
    print("div")
_logtool.stop()
