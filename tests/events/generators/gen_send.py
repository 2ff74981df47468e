# send() resumes a generator with a value.
import sys
sys.path.insert(0, "..")
import _logtool

def acc():
    total = 0
    while True:
        x = yield total
        total += x

_logtool.start_all()
g = acc()
next(g)
print(g.send(5))
print(g.send(7))
_logtool.stop()
