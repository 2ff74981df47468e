# sys.monitoring and sys.settrace active at once: each sees its own events
# (collected separately and printed afterwards, since the order in which the
# two are called for the same instruction is not specified); the trace
# function also sees the lines that run while monitoring is turned off.
import sys
sys.path.insert(0, "..")
import _tracetool

M = sys.monitoring
E = M.events
mon_log = []
trace_log = []


def on_line(code, line):
    if code.co_name == "f":
        mon_log.append(line)


def on_start(code, offset):
    if code.co_name == "f":
        mon_log.append("start")


def trace(frame, event, arg):
    if frame.f_code.co_name == "f":
        trace_log.append((event, frame.f_lineno))
        return trace
    return None


def f(n):
    t = 0
    for i in range(n):
        t += i
    return t


M.use_tool_id(M.DEBUGGER_ID, "both")
M.register_callback(M.DEBUGGER_ID, E.LINE, on_line)
M.register_callback(M.DEBUGGER_ID, E.PY_START, on_start)
M.set_events(M.DEBUGGER_ID, E.LINE | E.PY_START)
sys.settrace(trace)
f(2)
M.set_events(M.DEBUGGER_ID, 0)
f(1)
sys.settrace(None)
M.register_callback(M.DEBUGGER_ID, E.LINE, None)
M.register_callback(M.DEBUGGER_ID, E.PY_START, None)
M.free_tool_id(M.DEBUGGER_ID)
print("monitoring:", mon_log)
print("settrace:", trace_log)
print(M.get_tool(M.DEBUGGER_ID), sys.gettrace())
