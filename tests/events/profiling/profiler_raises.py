# A profile function raising: it is removed (sys.getprofile() is None
# afterwards) and the exception propagates from the profiled event: from a
# call event into the caller, from a c_call before the builtin runs.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    print("f runs")
    return 1


def fail_on_call(frame, event, arg):
    if event == "call" and frame.f_code is f.__code__:
        raise RuntimeError("no call")


def fail_on_c_call(frame, event, arg):
    if event == "c_call" and arg is print:
        raise RuntimeError("no print")


for profile in (fail_on_call, fail_on_c_call):
    sys.setprofile(profile)
    try:
        f()
    except RuntimeError as error:
        _tracetool.caught(error)
    print(sys.getprofile())
