# An exception raised at the bottom of a recursion unwinds every level.
import sys
sys.path.insert(0, "..")
import _logtool

def down(n):
    if n == 0:
        raise ValueError("bottom")
    down(n - 1)

_logtool.start_all()
try:
    down(2)
except ValueError:
    print("caught")
_logtool.stop()
