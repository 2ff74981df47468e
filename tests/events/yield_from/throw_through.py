# throw() through yield from: PY_THROW in both frames.
import sys
sys.path.insert(0, "..")
import _logtool

def sub():
    try:
        yield 1
    except KeyError:
        yield "handled"

def outer():
    yield from sub()

_logtool.start_all()
g = outer()
next(g)
print(g.throw(KeyError))
_logtool.stop()
