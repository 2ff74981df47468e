# MISSING is what CALL receives as arg0 for calls without arguments.
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events
T = M.DEBUGGER_ID
seen = []

def on_call(code, offset, func, arg0):
    seen.append((getattr(func, "__name__", "?"), arg0 is M.MISSING))

def noargs():
    return 0

def onearg(x):
    return x

M.use_tool_id(T, "missing")
M.register_callback(T, E.CALL, on_call)
M.set_events(T, E.CALL)
noargs()
onearg(5)
dict()
len("a")
M.set_events(T, 0)
M.register_callback(T, E.CALL, None)
M.free_tool_id(T)
print(seen)
print(M.MISSING is not None, M.DISABLE is not M.MISSING)
