# finally on the normal path.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    x = 1
finally:
    print("fin")
_logtool.stop()
