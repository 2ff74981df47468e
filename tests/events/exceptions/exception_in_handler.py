# A new exception raised inside a handler.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    try:
        raise ValueError
    except ValueError:
        raise TypeError
except TypeError:
    print("type error")
_logtool.stop()
