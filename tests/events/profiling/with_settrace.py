# setprofile and settrace at the same time: both receive their events for
# the same frames, the profile function its call/return/c_* events and the
# trace function its call/line/return events, interleaved as they run.
import sys
sys.path.insert(0, "..")
import _tracetool

def trace(frame, event, arg):
    if _tracetool.own(frame):
        return None
    print("T", _tracetool.describe(frame, event, arg))
    return trace


def profile(frame, event, arg):
    if _tracetool.own(frame):
        return None
    print("P", _tracetool.describe(frame, event, arg))


def g(x):
    return x + 1


def f():
    y = g(1)
    return len([y])


def run():
    sys.setprofile(profile)
    sys.settrace(trace)
    result = f()
    sys.settrace(None)
    sys.setprofile(None)
    return result


print(run())
