# Events turned on from inside a running generator (a frame that is live but not the caller's).
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    yield 1
    _logtool.start_all()
    yield 2
    yield 3

g = gen()
next(g)
next(g)
next(g)
_logtool.stop()
