# A comprehension calling a Python function.
import sys
sys.path.insert(0, "..")
import _logtool

def sq(x):
    return x * x

_logtool.start_all()
print([sq(v) for v in (1, 2)])
_logtool.stop()
