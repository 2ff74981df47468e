# Coverage of a decorated function and its wrapper.
import sys
sys.path.insert(0, "..")
import _logtool

def deco(fn):
    def wrapper():
        return fn()
    return wrapper

@deco
def h():
    return 2

_logtool.start_coverage()
h()
h()
_logtool.stop()
