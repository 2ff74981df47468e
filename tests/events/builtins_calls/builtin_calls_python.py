# A builtin (sorted) whose work calls Python code (__lt__).
import sys
sys.path.insert(0, "..")
import _logtool

class N:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other.v

_logtool.start_all()
r = sorted([N(2), N(1)])
print([n.v for n in r])
_logtool.stop()
