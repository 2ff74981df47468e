# A with statement under setprofile: __enter__ and __exit__ are Python calls
# (call/return), the block's builtins c_calls in between.
import sys
sys.path.insert(0, "..")
import _tracetool

class CM:
    def __enter__(self):
        return "v"

    def __exit__(self, *exc):
        return False


def f():
    with CM() as v:
        n = len(v)
    return n


print(_tracetool.profiled(f))
