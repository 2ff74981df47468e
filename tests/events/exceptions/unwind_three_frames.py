# PY_UNWIND fires once for each frame the exception leaves.
import sys
sys.path.insert(0, "..")
import _logtool

def a():
    b()

def b():
    c()

def c():
    1 / 0

_logtool.start_all()
try:
    a()
except ZeroDivisionError:
    print("div")
_logtool.stop()
