# Local events on a function that defines a class inside.
import sys
sys.path.insert(0, "..")
import _logtool

def make():
    class Inner:
        v = 1
    return Inner.v

_logtool.start_local(make)
print(make())
_logtool.stop()
