# Coverage of a closure called twice.
import sys
sys.path.insert(0, "..")
import _logtool

def make():
    def inner():
        return 1
    return inner

_logtool.start_coverage()
g = make()
g()
g()
_logtool.stop()
