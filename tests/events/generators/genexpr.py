# A generator expression consumed by sum().
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
t = sum(x * x for x in range(3))
print(t)
_logtool.stop()
