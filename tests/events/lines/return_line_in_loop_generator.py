# LINE events in a generator resumed several times on the same line.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    for i in range(3): yield i

_logtool.start_events("LINE", "PY_RESUME", "PY_YIELD")
print(list(gen()))
_logtool.stop()
