# Local events on two functions out of three.
import sys
sys.path.insert(0, "..")
import _logtool

def a():
    return b() + c()

def b():
    return 1

def c():
    return 2

_logtool.start_local(a, c)
print(a())
_logtool.stop()
