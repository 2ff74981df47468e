# iter() and next() on a list; next raising StopIteration from C.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
it = iter([1])
print(next(it))
try:
    next(it)
except StopIteration:
    print("stop")
_logtool.stop()
