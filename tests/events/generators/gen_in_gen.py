# One generator consuming another in a for loop.
import sys
sys.path.insert(0, "..")
import _logtool

def inner():
    yield 1
    yield 2

def outer():
    for v in inner():
        yield v * 10

_logtool.start_all()
print(list(outer()))
_logtool.stop()
