# Code called from a callback fires no events (no re-entrancy).
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events
T = M.DEBUGGER_ID
log = []

def helper():
    return len("abc")

def on_start(code, offset):
    log.append("start " + code.co_qualname)
    helper()

def work():
    return 1

M.use_tool_id(T, "reentrant")
M.register_callback(T, E.PY_START, on_start)
M.set_events(T, E.PY_START)
work()
work()
M.set_events(T, 0)
M.register_callback(T, E.PY_START, None)
M.free_tool_id(T)
print(log)
