# Returns of an inner and an outer function.
import sys
sys.path.insert(0, "..")
import _logtool

def outer(n):
    def inner(m):
        return m + 1
    return inner(n) * 2

_logtool.start_all()
print(outer(2))
_logtool.stop()
