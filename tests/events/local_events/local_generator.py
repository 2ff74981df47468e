# Local PY_START/PY_RESUME/PY_YIELD/PY_RETURN on a generator function.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    yield 1
    yield 2

_logtool.start_local(gen, events=_logtool.names_to_events(
    "PY_START", "PY_RESUME", "PY_YIELD", "PY_RETURN"))
print(list(gen()))
_logtool.stop()
