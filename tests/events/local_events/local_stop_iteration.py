# Local STOP_ITERATION in a function that delegates with yield from.
import sys
sys.path.insert(0, "..")
import _logtool

def inner():
    yield 1
    return 2

def outer():
    r = yield from inner()
    yield r

_logtool.start_local(outer, events=_logtool.names_to_events("STOP_ITERATION", "PY_YIELD"))
print(list(outer()))
_logtool.stop()
