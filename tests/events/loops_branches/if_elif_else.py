# An if/elif/else chain with each arm taken once.
import sys
sys.path.insert(0, "..")
import _logtool

def f(x):
    if x < 0:
        return "neg"
    elif x == 0:
        return "zero"
    else:
        return "pos"

_logtool.start_all()
print(f(-1), f(0), f(1))
_logtool.stop()
