# DISABLE from CALL on one call site, restart_events brings it back.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events
T = M.PROFILER_ID
log = []

def on_call(code, offset, func, arg0):
    if code.co_qualname == "run":
        log.append(func.__name__)
        return M.DISABLE

def run():
    for _ in range(3):
        abs(-1)

M.use_tool_id(T, "prof")
M.register_callback(T, E.CALL, on_call)
M.set_events(T, E.CALL)
run()
M.restart_events()
run()
M.set_events(T, 0)
M.register_callback(T, E.CALL, None)
M.free_tool_id(T)
print(log)
