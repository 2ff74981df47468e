# A callback turning LINE on (and later off) from inside PY_START / PY_RETURN callbacks.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events
T = M.DEBUGGER_ID
log = []

def on_start(code, offset):
    log.append("start " + code.co_qualname)
    if code.co_qualname == "target":
        M.set_events(T, M.get_events(T) | E.LINE)

def on_return(code, offset, value):
    log.append("return " + code.co_qualname)
    if code.co_qualname == "target":
        M.set_events(T, E.PY_START | E.PY_RETURN)

def on_line(code, line):
    log.append("line %s %d" % (code.co_qualname, line))

def target():
    a = 1
    return a

def other():
    b = 2
    return b

M.use_tool_id(T, "switcher")
M.register_callback(T, E.PY_START, on_start)
M.register_callback(T, E.PY_RETURN, on_return)
M.register_callback(T, E.LINE, on_line)
M.set_events(T, E.PY_START | E.PY_RETURN)
other()
target()
other()
M.set_events(T, 0)
for k in (E.PY_START, E.PY_RETURN, E.LINE):
    M.register_callback(T, k, None)
M.free_tool_id(T)
print("\n".join(log))
