# A frame's tracing switched off from its local tracer (frame.f_trace =
# None) and on again from the tracer of a callee (f_back.f_trace = tracer):
# the lines in between are not reported, the later ones are.
import sys
sys.path.insert(0, "..")
import _tracetool

def mark():
    return 0


def f():
    a = 1
    b = 2
    c = mark()
    d = 4
    return a + b + c + d


def trace(frame, event, arg):
    if _tracetool.own(frame):
        return None
    print(_tracetool.describe(frame, event, arg))
    first = f.__code__.co_firstlineno
    if event == "line" and frame.f_code is f.__code__ and frame.f_lineno == first + 1:
        frame.f_trace = None
    if event == "call" and frame.f_code is mark.__code__:
        frame.f_back.f_trace = trace
    return trace


print(_tracetool.traced(f, trace=trace))
