# finally on the exception path: the exception is re-raised after it (RERAISE).
import sys
sys.path.insert(0, "..")
import _logtool

def f():
    try:
        raise ValueError
    finally:
        print("fin")

_logtool.start_all()
try:
    f()
except ValueError:
    print("out")
_logtool.stop()
