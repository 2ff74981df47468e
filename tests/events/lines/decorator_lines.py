# Lines of a decorated function definition.
import sys
sys.path.insert(0, "..")
import _logtool

def deco(fn):
    return fn

_logtool.start_events("LINE")
@deco
def g():
    return 1
g()
_logtool.stop()
