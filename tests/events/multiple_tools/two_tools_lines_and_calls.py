# Two tools at once with different events: D logs LINE, P logs PY_START/PY_RETURN.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events

def f(x):
    return x + 1

d = _logtool.Tool(M.DEBUGGER_ID, "D: ", "debugger")
p = _logtool.Tool(M.PROFILER_ID, "P: ", "profiler")
d.start_all(E.LINE)
p.start_all(E.PY_START | E.PY_RETURN)
f(1)
f(2)
p.stop()
d.stop()
