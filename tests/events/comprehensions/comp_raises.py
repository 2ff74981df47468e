# An exception raised inside a comprehension.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    [1 // x for x in (1, 0)]
except ZeroDivisionError:
    print("zero")
_logtool.stop()
