# f_trace_lines set to False in the call event: the frame reports no line
# events, but still its call, return and exception events, and the frames it
# calls (with their own default f_trace_lines) still report lines.
import sys
sys.path.insert(0, "..")
import _tracetool

def inner():
    x = 1
    return x


def f():
    a = inner()
    try:
        raise KeyError
    except KeyError:
        a += 1
    return a


def trace(frame, event, arg):
    if _tracetool.own(frame):
        return None
    if event == "call" and frame.f_code is f.__code__:
        frame.f_trace_lines = False
    print(_tracetool.describe(frame, event, arg), frame.f_trace_lines)
    return trace


print(_tracetool.traced(f, trace=trace))
