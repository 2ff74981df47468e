# A longer straight-line function: one LINE per line.
import sys
sys.path.insert(0, "..")
import _logtool

def f():
    a = 1
    b = a + 1
    c = b + 1
    d = c + 1
    e = d + 1
    f = e + 1
    g = f + 1
    h = g + 1
    return h

_logtool.start_events("LINE")
print(f())
_logtool.stop()
