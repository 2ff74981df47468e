# Calls with keyword arguments: CALL's arg0 is the first positional argument, or MISSING.
import sys
sys.path.insert(0, "..")
import _logtool

def f(a=1, b=2):
    return a + b

_logtool.start_all()
f(b=5)
f(1, b=3)
f()
_logtool.stop()
