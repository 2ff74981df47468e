# The profile function's return value is ignored: returning itself (which a
# trace function would use as a local tracer) or another function produces
# no line events and changes nothing.
import sys
sys.path.insert(0, "..")
import _tracetool

def itself(frame, event, arg):
    if _tracetool.own(frame):
        return None
    print("itself", _tracetool.describe(frame, event, arg))
    return itself


def other(frame, event, arg):
    print("other called", event)
    return other


def handing_out(frame, event, arg):
    if _tracetool.own(frame):
        return None
    print("handing_out", _tracetool.describe(frame, event, arg))
    return other


def f():
    a = 1
    b = 2
    return a + b


print(_tracetool.profiled(f, profile=itself))
print(_tracetool.profiled(f, profile=handing_out))
