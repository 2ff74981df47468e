# Coverage: a function called twice reports its lines once.
import sys
sys.path.insert(0, "..")
import _logtool

def f(x):
    y = x * 2
    return y

_logtool.start_coverage()
f(1)
f(2)
_logtool.stop()
