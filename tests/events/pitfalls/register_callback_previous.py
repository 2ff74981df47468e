# register_callback returns the previously registered callback (None at first).
import sys
sys.path.insert(0, "..")
import _logtool

import sys
M = sys.monitoring
E = M.events
T = M.PROFILER_ID

def first(code, offset):
    pass

def second(code, offset):
    pass

M.use_tool_id(T, "reg")
print(M.register_callback(T, E.PY_START, first) is None)
print(M.register_callback(T, E.PY_START, second) is first)
print(M.register_callback(T, E.PY_START, None) is second)
print(M.register_callback(T, E.PY_START, None) is None)
try:
    M.register_callback(T, E.PY_START | E.PY_RETURN, first)
except ValueError as e:
    print("ValueError:", e)
M.free_tool_id(T)
