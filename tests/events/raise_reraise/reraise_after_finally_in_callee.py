# An exception passes through a callee's finally: RERAISE there, then PY_UNWIND.
import sys
sys.path.insert(0, "..")
import _logtool

def f():
    try:
        [][1]
    finally:
        pass

_logtool.start_all()
try:
    f()
except IndexError:
    print("index")
_logtool.stop()
