# Local events on one function: nothing is logged for the caller or other functions.
import sys
sys.path.insert(0, "..")
import _logtool

def watched(x):
    y = x + 1
    return helper(y)

def helper(v):
    return v * 2

_logtool.start_local(watched)
print(watched(1))
helper(3)
_logtool.stop()
