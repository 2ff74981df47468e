# A function without return: PY_RETURN on its last line.
import sys
sys.path.insert(0, "..")
import _logtool

def f(x):
    y = x + 1

_logtool.start_all()
f(1)
_logtool.stop()
