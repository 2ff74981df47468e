# A PY_START callback raising: the callee's frame reports the error to the caller.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events
T = M.DEBUGGER_ID

def on_start(code, offset):
    if code.co_qualname == "victim":
        raise ValueError("refused")

def victim():
    print("body ran")
    return 1

M.use_tool_id(T, "raiser")
M.register_callback(T, E.PY_START, on_start)
M.set_events(T, E.PY_START)
try:
    victim()
except ValueError as e:
    print("caught:", e)
M.set_events(T, 0)
M.register_callback(T, E.PY_START, None)
M.free_tool_id(T)
