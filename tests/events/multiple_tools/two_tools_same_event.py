# Two tools on the same event: both callbacks fire, the higher tool id first in CPython 3.13.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events

def f():
    return 1

p = _logtool.Tool(M.PROFILER_ID, "P: ", "profiler")
d = _logtool.Tool(M.DEBUGGER_ID, "D: ", "debugger")
p.start_all(E.PY_START | E.CALL)
d.start_all(E.PY_START)
f()
d.stop()
f()
p.stop()
