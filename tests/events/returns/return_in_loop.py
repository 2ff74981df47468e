# A return from inside a for loop.
import sys
sys.path.insert(0, "..")
import _logtool

def find(items, target):
    for i, v in enumerate(items):
        if v == target:
            return i
    return -1

_logtool.start_all()
print(find([4, 5, 6], 5))
print(find([4], 9))
_logtool.stop()
