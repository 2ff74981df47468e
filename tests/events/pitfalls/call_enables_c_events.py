# Setting CALL alone also delivers C_RETURN and C_RAISE to a registered callback.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events
T = M.PROFILER_ID
log = []

def on_c(code, offset, func, arg0):
    log.append(func.__name__)

M.use_tool_id(T, "c")
M.register_callback(T, E.C_RETURN, on_c)
M.register_callback(T, E.C_RAISE, on_c)
M.set_events(T, E.CALL)
abs(-1)
try:
    int("z")
except ValueError:
    pass
M.set_events(T, 0)
M.register_callback(T, E.C_RETURN, None)
M.register_callback(T, E.C_RAISE, None)
M.free_tool_id(T)
print(log)
