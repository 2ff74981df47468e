# Coverage across several small functions called in a loop.
import sys
sys.path.insert(0, "..")
import _logtool

def a():
    return 1

def b():
    return a() + 1

def c():
    return b() + a()

_logtool.start_coverage()
for _ in range(3):
    c()
_logtool.stop()
