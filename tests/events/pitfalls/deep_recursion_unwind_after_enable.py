# Events turned on deep in a recursion, then an exception unwinds through the older frames.
import sys
sys.path.insert(0, "..")
import _logtool

def down(n):
    if n == 0:
        _logtool.start_events("PY_UNWIND", "RAISE", "EXCEPTION_HANDLED")
        raise KeyError
    down(n - 1)

try:
    down(2)
except KeyError:
    print("caught")
_logtool.stop()
