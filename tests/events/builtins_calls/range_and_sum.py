# range and sum over it.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
print(sum(range(4)))
_logtool.stop()
