# Coverage of a while loop.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_coverage()
n = 5
while n:
    n -= 1
print(n)
_logtool.stop()
