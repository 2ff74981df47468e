# An exception handled in the middle frame of three: the outer frame sees nothing.
import sys
sys.path.insert(0, "..")
import _logtool

def inner():
    raise ValueError

def middle():
    try:
        inner()
    except ValueError:
        return "mid"

def outer():
    return middle()

_logtool.start_all()
print(outer())
_logtool.stop()
