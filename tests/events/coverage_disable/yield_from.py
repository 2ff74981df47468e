# Coverage through yield from.
import sys
sys.path.insert(0, "..")
import _logtool

def inner():
    yield 1
    yield 2

def outer():
    yield from inner()

_logtool.start_coverage()
print(list(outer()))
print(list(outer()))
_logtool.stop()
