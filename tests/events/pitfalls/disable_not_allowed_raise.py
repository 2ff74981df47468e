# DISABLE returned from a RAISE callback: CPython raises ValueError at the event's site.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events
T = M.DEBUGGER_ID

def on_raise(code, offset, exc):
    return M.DISABLE

M.use_tool_id(T, "bad")
M.register_callback(T, E.RAISE, on_raise)
M.set_events(T, E.RAISE)
try:
    try:
        raise KeyError("k")
    except KeyError:
        print("not here")
except ValueError as e:
    print(type(e).__name__, e)
M.set_events(T, 0)
M.register_callback(T, E.RAISE, None)
M.free_tool_id(T)
