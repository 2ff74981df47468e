# A builtin called with wrong argument types.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    len(5)
except TypeError:
    print("type error")
_logtool.stop()
