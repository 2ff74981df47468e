# A global LINE set plus local CALL on one function: the union applies there.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
E = sys.monitoring.events

def f():
    return len("abc")

def g():
    return len("x")

tool = _logtool.Tool()
tool.start_local([f], events=E.CALL)
sys.monitoring.set_events(tool.tool_id, E.LINE)
f()
g()
tool.stop()
