# DISABLE from LINE, then restart_events re-arms the line in code that is on no stack.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events
T = M.COVERAGE_ID
log = []

def f():
    return 1

def on_line(code, line):
    if code is f.__code__:
        log.append("line")
        return M.DISABLE

M.use_tool_id(T, "cov")
M.register_callback(T, E.LINE, on_line)
M.set_events(T, E.LINE)
f()
f()
M.restart_events()
f()
f()
M.set_events(T, 0)
M.register_callback(T, E.LINE, None)
M.free_tool_id(T)
print(log)
