# Coverage: both arms eventually run; each line appears when first reached.
import sys
sys.path.insert(0, "..")
import _logtool

def f(x):
    if x > 0:
        return "pos"
    return "neg"

_logtool.start_coverage()
f(1)
f(-1)
f(1)
_logtool.stop()
