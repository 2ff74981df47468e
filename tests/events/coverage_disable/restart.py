# Coverage, then restart_events re-arms every disabled line.
import sys
sys.path.insert(0, "..")
import _logtool

import sys

def f():
    a = 1
    return a

_logtool.start_coverage()
f()
f()
sys.monitoring.restart_events()
f()
_logtool.stop()
