# get_local_events reports what set_local_events stored.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
E = sys.monitoring.events

def f():
    return 1

_logtool.start_local(f, events=E.LINE | E.PY_RETURN)
print(sys.monitoring.get_local_events(0, f.__code__) == E.LINE | E.PY_RETURN)
print(sys.monitoring.get_events(0))
f()
_logtool.stop()
print(sys.monitoring.get_local_events(0, f.__code__))
