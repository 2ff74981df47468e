# A coverage tool disabling LINE while a debugger keeps receiving every LINE.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events

def f(n):
    t = 0
    for i in range(n):
        t += i
    return t

c = _logtool.Tool(M.COVERAGE_ID, "C: ", "coverage")
d = _logtool.Tool(M.DEBUGGER_ID, "D: ", "debugger")
c.start_coverage()
d.start_all(E.LINE)
f(2)
d.stop()
f(2)
c.stop()
