# Short-circuit and/or produce BRANCH events.
import sys
sys.path.insert(0, "..")
import _logtool

def f(a, b):
    return a and b or "x"

_logtool.start_all()
print(f(1, 2), f(0, 2), f(1, 0))
_logtool.stop()
