# throw() that the generator does not catch: PY_THROW then PY_UNWIND.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    yield 1
    yield 2

_logtool.start_all()
g = gen()
next(g)
try:
    g.throw(KeyError("k"))
except KeyError:
    print("propagated")
_logtool.stop()
