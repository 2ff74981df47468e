# A decorator factory with arguments.
import sys
sys.path.insert(0, "..")
import _logtool

def times(n):
    def deco(fn):
        def wrapper(x):
            return fn(x) * n
        return wrapper
    return deco

_logtool.start_all()
@times(3)
def one(x):
    return x
print(one(2))
_logtool.stop()
