# A trace function raising where nothing catches it: the program ends with
# the tracer's exception (exit status 1), after the lines logged before.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    a = 1
    b = 2
    return a + b


def trace(frame, event, arg):
    if frame.f_code is not f.__code__:
        return None
    print(_tracetool.describe(frame, event, arg))
    if event == "line" and frame.f_lineno == f.__code__.co_firstlineno + 2:
        raise RuntimeError("tracer gave up")
    return trace


sys.settrace(trace)
print(f())
print("not reached")
