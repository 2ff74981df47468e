# close() through yield from closes the inner generator.
import sys
sys.path.insert(0, "..")
import _logtool

def sub():
    try:
        yield 1
    finally:
        print("sub closed")

def outer():
    yield from sub()

_logtool.start_all()
g = outer()
next(g)
g.close()
_logtool.stop()
