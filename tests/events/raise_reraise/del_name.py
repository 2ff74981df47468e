# del of a local, then reading it: UnboundLocalError.
import sys
sys.path.insert(0, "..")
import _logtool

def f():
    x = 1
    del x
    return x

_logtool.start_all()
try:
    f()
except UnboundLocalError:
    print("unbound")
_logtool.stop()
