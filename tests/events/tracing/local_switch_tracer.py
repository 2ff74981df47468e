# A local trace function returning another function: the returned one
# becomes the frame's tracer for the following events (the global tracer
# hands out "first", which hands over to "second" at one line).
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    a = 1
    b = 2
    c = 3
    return a + b + c


def glob(frame, event, arg):
    if frame.f_code is not f.__code__:
        return None
    print("global", _tracetool.describe(frame, event, arg))
    return first


def first(frame, event, arg):
    print("first", _tracetool.describe(frame, event, arg))
    if event == "line" and frame.f_lineno == f.__code__.co_firstlineno + 2:
        return second
    return first


def second(frame, event, arg):
    print("second", _tracetool.describe(frame, event, arg), frame.f_trace is second)
    return second


print(_tracetool.traced(f, trace=glob))
