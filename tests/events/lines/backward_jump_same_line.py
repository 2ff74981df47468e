# A one-line loop: LINE fires again after each backward jump.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_events("LINE", "JUMP")
n = 0
while n < 3: n += 1
print(n)
_logtool.stop()
