# A generator raising an exception in its body.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    yield 1
    raise ValueError("bad")

_logtool.start_all()
g = gen()
next(g)
try:
    next(g)
except ValueError as e:
    print("got", e)
_logtool.stop()
