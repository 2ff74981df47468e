# An exception crossing three frames: each frame reports an exception event
# at its current line and a return event with NoneType as it is left, then
# the frame that catches it reports its handler's lines.
import sys
sys.path.insert(0, "..")
import _tracetool

def low():
    raise ValueError("deep")


def mid():
    low()
    return "not reached"


def top():
    try:
        mid()
    except ValueError:
        return "caught at top"


print(_tracetool.traced(top))
