# A bare raise in a handler: RERAISE, handled by an outer try.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    try:
        raise ValueError
    except ValueError:
        print("inner")
        raise
except ValueError:
    print("outer")
_logtool.stop()
