# An exception raised in a callee: RAISE there, PY_UNWIND out of it,
# then RAISE and EXCEPTION_HANDLED in the caller.
import sys
sys.path.insert(0, "..")
import _logtool

def bad():
    raise KeyError("k")

_logtool.start_all()
try:
    bad()
except KeyError:
    print("caught")
_logtool.stop()
