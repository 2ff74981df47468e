# A return in finally swallows the exception.
import sys
sys.path.insert(0, "..")
import _logtool

def f():
    try:
        raise KeyError
    finally:
        return "swallowed"

_logtool.start_all()
print(f())
_logtool.stop()
