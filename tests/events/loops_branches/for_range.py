# A for loop over range: BRANCH at the loop head, JUMP back, LINE after each backward jump.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
total = 0
for i in range(3):
    total += i
print(total)
_logtool.stop()
