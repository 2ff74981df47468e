# A with statement under settrace: __enter__ and __exit__ are traced frames,
# and the with line is reported again when the block ends (the exit call).
import sys
sys.path.insert(0, "..")
import _tracetool

class CM:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        return self.name

    def __exit__(self, kind, value, tb):
        return False


def f():
    with CM("a") as x, CM("b") as y:
        z = x + y
    return z


print(_tracetool.traced(f))
