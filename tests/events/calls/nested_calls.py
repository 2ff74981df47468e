# Calls nested in argument lists: inner CALL and PY_RETURN come before the outer CALL.
import sys
sys.path.insert(0, "..")
import _logtool

def inc(x):
    return x + 1

def add(a, b):
    return a + b

_logtool.start_all()
r = add(inc(1), inc(inc(2)))
print(r)
_logtool.stop()
