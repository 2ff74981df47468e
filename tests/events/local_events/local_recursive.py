# Local events on a recursive function.
import sys
sys.path.insert(0, "..")
import _logtool

def count(n):
    if n == 0:
        return 0
    return 1 + count(n - 1)

_logtool.start_local(count, events=_logtool.names_to_events("PY_START", "PY_RETURN"))
print(count(3))
_logtool.stop()
