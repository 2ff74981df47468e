# Two nested for loops.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
for i in range(2):
    for j in range(2):
        print(i, j)
_logtool.stop()
