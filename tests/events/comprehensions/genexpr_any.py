# any() over a generator expression stops early.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
print(any(x > 1 for x in range(5)))
_logtool.stop()
