# is None / is not None tests.
import sys
sys.path.insert(0, "..")
import _logtool

def f(x):
    if x is None:
        return 0
    if x is not None:
        return 1

_logtool.start_all()
print(f(None), f(3))
_logtool.stop()
