# A trace function raising at a return event: the frame's return value is
# lost and the exception propagates to the caller instead.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    x = 10
    return x


def trace(frame, event, arg):
    if frame.f_code is not f.__code__:
        return None
    print(_tracetool.describe(frame, event, arg))
    if event == "return":
        raise LookupError("on return of %r" % (arg,))
    return trace


sys.settrace(trace)
try:
    print(f())
except LookupError as error:
    _tracetool.caught(error)
print(sys.gettrace())
