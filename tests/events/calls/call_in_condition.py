# A call in an if condition and in a while condition.
import sys
sys.path.insert(0, "..")
import _logtool

def small(x):
    return x < 3

_logtool.start_all()
i = 0
while small(i):
    i += 1
if small(i):
    print("small")
else:
    print("big")
_logtool.stop()
