# A generator's return value travels in StopIteration.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    yield 1
    return "result"

_logtool.start_all()
g = gen()
next(g)
try:
    next(g)
except StopIteration as e:
    print(e.value)
_logtool.stop()
