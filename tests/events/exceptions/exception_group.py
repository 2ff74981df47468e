# except* splitting an exception group.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    raise ExceptionGroup("g", [ValueError(1), TypeError(2)])
except* ValueError:
    print("values")
except* TypeError:
    print("types")
_logtool.stop()
