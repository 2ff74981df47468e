# Coverage of nested loops.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_coverage()
c = 0
for i in range(2):
    for j in range(2):
        c += 1
print(c)
_logtool.stop()
