# A wrapping decorator: the wrapper's qualname in the log.
import sys
sys.path.insert(0, "..")
import _logtool

def deco(fn):
    def wrapper(*a):
        return fn(*a)
    return wrapper

_logtool.start_all()
@deco
def add(a, b):
    return a + b
print(add(1, 2))
_logtool.stop()
