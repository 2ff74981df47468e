# __exit__ returning False lets the exception propagate (RERAISE).
import sys
sys.path.insert(0, "..")
import _logtool

class Keep:
    def __enter__(self):
        return self

    def __exit__(self, et, ev, tb):
        print("exit", et.__name__)
        return False

_logtool.start_all()
try:
    with Keep():
        raise KeyError
except KeyError:
    print("caught")
_logtool.stop()
