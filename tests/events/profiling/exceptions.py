# Exceptions under setprofile: no exception events; a frame left by an
# exception returns NoneType, and the frame that catches it goes on with its
# next c_call.
import sys
sys.path.insert(0, "..")
import _tracetool

def low():
    raise KeyError("k")


def mid():
    low()


def top():
    try:
        mid()
    except KeyError:
        print("caught")
    return "done"


print(_tracetool.profiled(top))
