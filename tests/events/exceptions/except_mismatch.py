# A handler that does not match: RERAISE from the except clause, caught outside.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    try:
        raise TypeError
    except ValueError:
        print("wrong")
except TypeError:
    print("right")
_logtool.stop()
