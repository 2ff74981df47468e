# A while loop: the condition's BRANCH each time round.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
n = 3
while n > 0:
    n -= 1
print(n)
_logtool.stop()
