# The inner generator raises: PY_UNWIND through both frames.
import sys
sys.path.insert(0, "..")
import _logtool

def sub():
    yield 1
    raise ValueError

def outer():
    yield from sub()

_logtool.start_all()
try:
    list(outer())
except ValueError:
    print("caught")
_logtool.stop()
