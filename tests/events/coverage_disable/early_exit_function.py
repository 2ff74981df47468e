# Coverage where later calls reach new lines.
import sys
sys.path.insert(0, "..")
import _logtool

def f(n):
    if n < 1:
        return 0
    if n < 2:
        return 1
    return 2

_logtool.start_coverage()
for v in (0, 0, 1, 5):
    f(v)
_logtool.stop()
