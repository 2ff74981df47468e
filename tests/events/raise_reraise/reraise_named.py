# raise e (named) inside a handler raises again: RAISE, not RERAISE.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    try:
        raise ValueError
    except ValueError as e:
        raise e
except ValueError:
    print("again")
_logtool.stop()
