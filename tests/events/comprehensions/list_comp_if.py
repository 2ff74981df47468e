# A list comprehension with a condition.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
r = [x for x in range(4) if x % 2]
print(r)
_logtool.stop()
