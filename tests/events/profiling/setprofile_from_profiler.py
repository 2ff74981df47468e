# A profile function changing the profile from inside an event:
# setprofile(None) stops the events at once; setprofile(other) makes the
# other function receive the following events.
import sys
sys.path.insert(0, "..")
import _tracetool

def g():
    return len("a")


def stopper(frame, event, arg):
    if _tracetool.own(frame):
        return None
    print("stopper", _tracetool.describe(frame, event, arg))
    if event == "c_call":
        sys.setprofile(None)


def other(frame, event, arg):
    if _tracetool.own(frame):
        return None
    print("other", _tracetool.describe(frame, event, arg))


def switcher(frame, event, arg):
    if _tracetool.own(frame):
        return None
    print("switcher", _tracetool.describe(frame, event, arg))
    if event == "c_call":
        sys.setprofile(other)


print(_tracetool.profiled(g, profile=stopper))
print(_tracetool.profiled(g, profile=switcher))
