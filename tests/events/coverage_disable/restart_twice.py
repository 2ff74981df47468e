# Coverage with two restart_events calls.
import sys
sys.path.insert(0, "..")
import _logtool

import sys

def f(n):
    return n + 1

_logtool.start_coverage()
f(1)
sys.monitoring.restart_events()
f(2)
sys.monitoring.restart_events()
f(3)
_logtool.stop()
