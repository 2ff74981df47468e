# One tool global on CALL, the other local on one function's LINE.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events

def f():
    a = 1
    return len("ab") + a

def g():
    return len("x")

p = _logtool.Tool(M.PROFILER_ID, "P: ", "profiler")
d = _logtool.Tool(M.DEBUGGER_ID, "D: ", "debugger")
p.start_all(E.CALL)
d.start_local([f], E.LINE)
f()
g()
d.stop()
p.stop()
