# Stopping one tool mid-program leaves the other's events running.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events

def gen():
    yield 1
    yield 2

d = _logtool.Tool(M.DEBUGGER_ID, "D: ", "debugger")
p = _logtool.Tool(M.PROFILER_ID, "P: ", "profiler")
d.start_all(E.PY_YIELD | E.PY_RESUME)
p.start_all(E.PY_YIELD | E.LINE)
g = gen()
next(g)
p.stop()
next(g)
d.stop()
