# Coverage with a handler entered twice.
import sys
sys.path.insert(0, "..")
import _logtool

def f(v):
    try:
        return 10 // v
    except ZeroDivisionError:
        return None

_logtool.start_coverage()
f(0)
f(0)
f(5)
_logtool.stop()
