# Local events on an outer function do not cover its nested function's code.
import sys
sys.path.insert(0, "..")
import _logtool

def outer():
    def inner():
        return 5
    return inner() + 1

_logtool.start_local(outer)
print(outer())
_logtool.stop()
