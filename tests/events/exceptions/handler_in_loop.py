# An exception caught in each iteration of a loop.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
for d in (1, 0, 2):
    try:
        print(6 // d)
    except ZeroDivisionError:
        print("skip")
_logtool.stop()
