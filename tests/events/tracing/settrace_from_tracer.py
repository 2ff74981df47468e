# A tracer changing the global trace function: sys.settrace(None) inside a
# line event stops every event at once; sys.settrace(other) makes new
# frames use the other tracer while the current frame keeps its own.
import sys
sys.path.insert(0, "..")
import _tracetool

def leaf():
    return 0


def f():
    a = leaf()
    b = leaf()
    return a + b


def stopper(frame, event, arg):
    if frame.f_code is not f.__code__ and frame.f_code is not leaf.__code__:
        return None
    print("stopper", _tracetool.describe(frame, event, arg))
    if event == "line" and frame.f_lineno == f.__code__.co_firstlineno + 2:
        sys.settrace(None)
    return stopper


def switcher(frame, event, arg):
    if frame.f_code is not f.__code__ and frame.f_code is not leaf.__code__:
        return None
    print("switcher", _tracetool.describe(frame, event, arg))
    if event == "line" and frame.f_lineno == f.__code__.co_firstlineno + 2:
        sys.settrace(other)
    return switcher


def other(frame, event, arg):
    if _tracetool.own(frame):
        return None
    print("other", _tracetool.describe(frame, event, arg))
    return other


print(_tracetool.traced(f, trace=stopper))
print(_tracetool.traced(f, trace=switcher))
