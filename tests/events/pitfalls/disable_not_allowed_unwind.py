# DISABLE returned from a PY_UNWIND callback: the ValueError replaces the exception and
# can be caught by the caller. (EXCEPTION_HANDLED is left out: see README, CPython defects.)
import sys
sys.path.insert(0, "..")
import _logtool

M = sys.monitoring
E = M.events
T = M.DEBUGGER_ID


def refuse(code, offset, exc):
    return M.DISABLE


def thrower():
    raise IndexError


def run():
    try:
        try:
            thrower()
        except IndexError:
            print("handled")
    except ValueError as e:
        print(type(e).__name__, e)


M.use_tool_id(T, "bad")
M.register_callback(T, E.PY_UNWIND, refuse)
M.set_events(T, E.PY_UNWIND)
run()
run()
M.set_events(T, 0)
M.register_callback(T, E.PY_UNWIND, None)
M.free_tool_id(T)
