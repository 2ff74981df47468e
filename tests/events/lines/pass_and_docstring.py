# pass statements and a function whose body is a docstring and pass.
import sys
sys.path.insert(0, "..")
import _logtool

def f():
    "doc"
    pass

_logtool.start_events("LINE")
f()
pass
_logtool.stop()
