# DISABLE from BRANCH and JUMP in a loop, then restart_events.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events
T = M.DEBUGGER_ID
log = []

def run():
    for i in range(3):
        if i:
            pass

def on_jump(kind):
    def cb(code, src, dst):
        if code.co_qualname == "run":
            log.append(kind)
            return M.DISABLE
    return cb

M.use_tool_id(T, "br")
M.register_callback(T, E.BRANCH, on_jump("branch"))
M.register_callback(T, E.JUMP, on_jump("jump"))
M.set_events(T, E.BRANCH | E.JUMP)
run()
log.append("--")
run()
log.append("--")
M.restart_events()
run()
M.set_events(T, 0)
M.register_callback(T, E.BRANCH, None)
M.register_callback(T, E.JUMP, None)
M.free_tool_id(T)
print(log)
