# A trace function raising at a line event: the tracer is removed
# (sys.gettrace() is None afterwards) and the exception propagates from the
# traced line, where the traced code can catch it; the traceback ends in
# the tracer's frame.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    a = 1
    try:
        a = 2
    except RuntimeError as error:
        print("caught in f:", error, sys.gettrace())
    a = 3
    return a


def trace(frame, event, arg):
    if frame.f_code is not f.__code__:
        return None
    print(_tracetool.describe(frame, event, arg))
    if event == "line" and frame.f_lineno == f.__code__.co_firstlineno + 3:
        raise RuntimeError("tracer failed")
    return trace


sys.settrace(trace)
print(f())
print(sys.gettrace())
