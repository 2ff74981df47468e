# send() through yield from reaches the inner generator.
import sys
sys.path.insert(0, "..")
import _logtool

def sub():
    x = yield "a"
    print("sub got", x)
    yield "b"

def outer():
    yield from sub()

_logtool.start_all()
g = outer()
next(g)
g.send(42)
_logtool.stop()
