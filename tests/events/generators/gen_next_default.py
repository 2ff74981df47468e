# next() with a default on an exhausted generator.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    yield 1

_logtool.start_all()
g = gen()
print(next(g, 0))
print(next(g, 0))
print(next(g, 0))
_logtool.stop()
