# Coverage: only the taken arm of each if shows.
import sys
sys.path.insert(0, "..")
import _logtool

def f(x):
    if x > 0:
        r = "pos"
    else:
        r = "neg"
    return r

_logtool.start_coverage()
f(1)
f(2)
_logtool.stop()
