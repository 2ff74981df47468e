# A generator driven by next(): PY_START once, then PY_YIELD, PY_RESUME per next,
# and PY_RETURN at the end.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    yield 1
    yield 2

_logtool.start_all()
g = gen()
print(next(g))
print(next(g))
try:
    next(g)
except StopIteration:
    print("done")
_logtool.stop()
