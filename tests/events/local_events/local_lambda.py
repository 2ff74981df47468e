# Local events on a lambda's code.
import sys
sys.path.insert(0, "..")
import _logtool

sq = lambda v: v * v

_logtool.start_local(sq)
print(sq(3), [sq(i) for i in range(2)])
_logtool.stop()
