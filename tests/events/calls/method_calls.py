# Method calls on instances: the function's qualname, arg0 is the instance.
import sys
sys.path.insert(0, "..")
import _logtool

class Counter:
    def __init__(self):
        self.n = 0

    def bump(self, k=1):
        self.n += k
        return self.n

_logtool.start_all()
c = Counter()
c.bump()
c.bump(5)
bound = c.bump
bound(2)
print(c.n)
_logtool.stop()
