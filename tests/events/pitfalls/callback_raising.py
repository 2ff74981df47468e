# A callback that raises: the exception appears at the monitored line and can be caught there.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events
T = M.DEBUGGER_ID
state = {"armed": True}

def on_call(code, offset, func, arg0):
    if state["armed"] and func is abs:
        state["armed"] = False
        raise RuntimeError("from callback")

M.use_tool_id(T, "raiser")
M.register_callback(T, E.CALL, on_call)
M.set_events(T, E.CALL)
try:
    abs(-3)
    print("not reached")
except RuntimeError as e:
    print("caught:", e)
print(abs(-4))
M.set_events(T, 0)
M.register_callback(T, E.CALL, None)
M.free_tool_id(T)
