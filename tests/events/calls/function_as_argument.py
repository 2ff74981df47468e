# A function passed to another and called there.
import sys
sys.path.insert(0, "..")
import _logtool

def apply(fn, v):
    return fn(v)

def square(x):
    return x * x

_logtool.start_all()
print(apply(square, 6))
_logtool.stop()
