# RAISE then EXCEPTION_HANDLED; the handler's first line gets a LINE event.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    raise ValueError("x")
except ValueError:
    print("handled")
_logtool.stop()
