# LINE events inside a function and back in the caller.
import sys
sys.path.insert(0, "..")
import _logtool

def f():
    a = 1
    b = 2
    return a + b

_logtool.start_events("LINE")
f()
f()
_logtool.stop()
