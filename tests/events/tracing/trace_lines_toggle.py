# f_trace_lines switched off at one line of a frame and on again later from
# the tracer of a function the frame calls (through f_back): the lines in
# between are not reported.
import sys
sys.path.insert(0, "..")
import _tracetool

def mark():
    return 0


def f():
    a = 1
    b = 2
    c = 3
    d = mark()
    e = 5
    return a + b + c + d + e


def trace(frame, event, arg):
    if _tracetool.own(frame):
        return None
    print(_tracetool.describe(frame, event, arg))
    first = f.__code__.co_firstlineno
    if event == "line" and frame.f_code is f.__code__ and frame.f_lineno == first + 2:
        frame.f_trace_lines = False
    if event == "call" and frame.f_code is mark.__code__:
        frame.f_back.f_trace_lines = True
    return trace


print(_tracetool.traced(f, trace=trace))
