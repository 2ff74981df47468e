# A closure updating a nonlocal counter.
import sys
sys.path.insert(0, "..")
import _logtool

def make():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc

_logtool.start_all()
c = make()
c()
print(c())
_logtool.stop()
