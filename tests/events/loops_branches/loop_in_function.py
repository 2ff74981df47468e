# A counting while loop inside a function.
import sys
sys.path.insert(0, "..")
import _logtool

def count(n):
    c = 0
    while c < n:
        c += 1
    return c

_logtool.start_all()
print(count(2))
_logtool.stop()
