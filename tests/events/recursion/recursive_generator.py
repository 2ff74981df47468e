# A recursive generator using yield from.
import sys
sys.path.insert(0, "..")
import _logtool

def walk(t):
    if isinstance(t, list):
        for x in t:
            yield from walk(x)
    else:
        yield t

_logtool.start_events("PY_START", "PY_YIELD", "PY_RESUME", "PY_RETURN")
print(list(walk([1, [2]])))
_logtool.stop()
