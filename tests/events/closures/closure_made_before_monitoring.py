# A closure created before monitoring and called under it.
import sys
sys.path.insert(0, "..")
import _logtool

def make(k):
    def f(x):
        return x * k
    return f

triple = make(3)
_logtool.start_all()
print(triple(2))
_logtool.stop()
