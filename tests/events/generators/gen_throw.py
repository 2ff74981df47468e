# throw() into a suspended generator: PY_THROW, then the handler runs inside it.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    while True:
        try:
            yield 1
        except ValueError:
            print("caught")

_logtool.start_all()
g = gen()
next(g)
g.throw(ValueError)
_logtool.stop()
