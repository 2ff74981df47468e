# Default values are evaluated at def time; calling with and without them.
import sys
sys.path.insert(0, "..")
import _logtool

def make(n):
    return n * 3

_logtool.start_all()
def g(x=make(2)):
    return x

g()
g(7)
_logtool.stop()
