# A generator started before monitoring: its later resumptions fire PY_RESUME, never PY_START.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    yield 1
    yield 2
    yield 3

g = gen()
next(g)
_logtool.start_all()
next(g)
next(g)
_logtool.stop()
