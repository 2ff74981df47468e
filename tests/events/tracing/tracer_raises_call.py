# A trace function raising at a call event: the new frame does not run its
# first line; the exception propagates from it to the caller, and the
# tracer is removed.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    print("f runs")
    return 1


def trace(frame, event, arg):
    if frame.f_code is f.__code__ and event == "call":
        raise KeyError("no entry")
    return trace


sys.settrace(trace)
try:
    f()
except KeyError as error:
    _tracetool.caught(error)
print(sys.gettrace())
print(f())
