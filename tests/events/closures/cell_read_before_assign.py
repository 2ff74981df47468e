# A free variable read before it is assigned: NameError.
import sys
sys.path.insert(0, "..")
import _logtool

def outer():
    def inner():
        return v
    try:
        inner()
    except NameError as e:
        print(type(e).__name__)
    v = 1

_logtool.start_all()
outer()
_logtool.stop()
