# Returns from different lines of one function.
import sys
sys.path.insert(0, "..")
import _logtool

def sign(x):
    if x < 0:
        return -1
    if x == 0:
        return 0
    return 1

_logtool.start_all()
sign(-5)
sign(0)
sign(5)
_logtool.stop()
