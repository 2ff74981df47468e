# The global trace function returns None for some frames: those report no
# line or return events, while the frames they call still get a call event
# and are traced.
import sys
sys.path.insert(0, "..")
import _tracetool

def leaf(x):
    return x * 2


def skipped(x):
    y = leaf(x)
    return y + 1


def top():
    a = skipped(1)
    return leaf(a)


def trace(frame, event, arg):
    if _tracetool.own(frame):
        return None
    print(_tracetool.describe(frame, event, arg))
    if event == "call" and frame.f_code.co_name == "skipped":
        return None
    return trace


print(_tracetool.traced(top, trace=trace))
