# Coverage of a loop on one line.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_coverage()
for i in range(3): i += 1
print("x")
_logtool.stop()
