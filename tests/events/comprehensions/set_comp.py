# A set comprehension over small ints.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
s = {x % 3 for x in range(5)}
print(sorted(s))
_logtool.stop()
