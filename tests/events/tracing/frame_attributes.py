# The frame the tracer receives is the traced function's own frame object:
# sys._getframe() inside the function is the same object, f_code is the
# function's __code__, f_globals the module's globals, f_builtins the
# builtins' dict, f_trace the current local tracer.
import sys
sys.path.insert(0, "..")
import _tracetool

seen = {}


def trace(frame, event, arg):
    if frame.f_code.co_name == "f" and event == "call":
        seen["frame"] = frame
        seen["trace"] = frame.f_trace
    return trace


def f():
    me = sys._getframe()
    same = me is seen["frame"]
    return (same, me.f_code is f.__code__, me.f_globals is globals(),
            me.f_builtins["len"] is len, me.f_trace is trace, seen["trace"])


print(_tracetool.traced(f, trace=trace))
seen.clear()
