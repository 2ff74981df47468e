# Three levels of yield from.
import sys
sys.path.insert(0, "..")
import _logtool

def a():
    yield 1

def b():
    yield from a()

def c():
    yield from b()

_logtool.start_all()
print(list(c()))
_logtool.stop()
