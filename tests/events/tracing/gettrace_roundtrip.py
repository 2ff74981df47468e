# sys.gettrace returns what settrace stored (the same object), also inside
# the trace function; settrace(None) clears it; gettrace and getprofile are
# independent. settrace accepts a non-callable: the next new frame's call
# event fails with TypeError, which removes it like any failing tracer.
import sys
sys.path.insert(0, "..")
import _tracetool

def quiet(frame, event, arg):
    if frame.f_code.co_name == "probe":
        print("inside tracer, gettrace is quiet:", sys.gettrace() is quiet)
    return None


def probe():
    return sys.gettrace() is quiet


print(sys.gettrace())
sys.settrace(quiet)
print(sys.gettrace() is quiet, sys.getprofile())
print("probe sees quiet:", probe())
sys.settrace(None)
print(sys.gettrace())
sys.settrace(42)
print(sys.gettrace())
try:
    probe()
except TypeError as error:
    print(type(error).__name__, error)
print(sys.gettrace())
try:
    sys.settrace()
except TypeError as error:
    _tracetool.caught(error)
