# A bare raise in a callee's handler unwinds to the caller.
import sys
sys.path.insert(0, "..")
import _logtool

def f():
    try:
        raise KeyError
    except KeyError:
        raise

_logtool.start_all()
try:
    f()
except KeyError:
    print("k")
_logtool.stop()
