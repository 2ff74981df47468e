# An exception nothing catches, under setprofile: the profiled frames return
# NoneType one after the other; the profiler removes itself when the
# outermost one is left so that the traceback printing is not profiled, and
# the program ends with exit status 1.
import sys
sys.path.insert(0, "..")
import _tracetool

def inner():
    return [][0]


def outer():
    return inner()


def profile(frame, event, arg):
    print(_tracetool.describe(frame, event, arg))
    if event == "return" and frame.f_code is outer.__code__:
        sys.setprofile(None)


sys.setprofile(profile)
outer()
