# Setting LINE again does not re-arm disabled lines; restart_events does.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
E = sys.monitoring.events

def f():
    return 1

_logtool.start_coverage()
f()
sys.monitoring.set_events(0, E.LINE)
f()
sys.monitoring.restart_events()
f()
_logtool.stop()
