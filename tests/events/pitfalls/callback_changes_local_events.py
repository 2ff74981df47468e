# A LINE callback switching a function's local events off after its first line.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events
T = M.DEBUGGER_ID
log = []

def f():
    a = 1
    b = 2
    return a + b

def on_line(code, line):
    log.append("line %d" % (line - f.__code__.co_firstlineno))
    M.set_local_events(T, code, 0)

M.use_tool_id(T, "once")
M.register_callback(T, E.LINE, on_line)
M.set_local_events(T, f.__code__, E.LINE)
f()
f()
M.register_callback(T, E.LINE, None)
M.free_tool_id(T)
print(log)
