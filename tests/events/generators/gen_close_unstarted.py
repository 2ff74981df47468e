# close() on a generator that never started, and on an exhausted one.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    yield 1

_logtool.start_all()
g = gen()
g.close()
h = gen()
list(h)
h.close()
_logtool.stop()
