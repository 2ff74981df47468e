# Local CALL events: calls made inside the chosen function only.
import sys
sys.path.insert(0, "..")
import _logtool

def f():
    g()
    return len("ab")

def g():
    len("x")

_logtool.start_local(f, events=_logtool.names_to_events("CALL"))
f()
_logtool.stop()
