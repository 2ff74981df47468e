# list() drains a generator from C.
import sys
sys.path.insert(0, "..")
import _logtool

def gen(n):
    for i in range(n):
        yield i

_logtool.start_all()
print(list(gen(3)))
_logtool.stop()
