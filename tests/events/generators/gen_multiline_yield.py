# A yield inside a multi-line expression.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    x = (1 +
         (yield 2) +
         3)
    yield x

_logtool.start_all()
g = gen()
next(g)
print(g.send(10))
_logtool.stop()
