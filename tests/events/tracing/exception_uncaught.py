# An exception nothing catches: the exception events and NoneType returns of
# every frame, then the program ends with the traceback (exit status 1). The
# tracer removes itself when the outermost traced frame is left, so that
# CPython's traceback printing (Python code) is not traced.
import sys
sys.path.insert(0, "..")
import _tracetool

def inner():
    return 1 / 0


def outer():
    return inner() + 1


def trace(frame, event, arg):
    print(_tracetool.describe(frame, event, arg))
    if event == "return" and frame.f_code is outer.__code__:
        sys.settrace(None)
    return trace


sys.settrace(trace)
outer()
