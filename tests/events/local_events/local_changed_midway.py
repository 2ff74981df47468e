# Local events changed between two calls of the same function.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
E = sys.monitoring.events

def f(x):
    if x:
        return 1
    return 0

_logtool.start_local(f, events=E.LINE)
f(1)
sys.monitoring.set_local_events(0, f.__code__, E.BRANCH)
f(0)
_logtool.stop()
