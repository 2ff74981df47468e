# A list comprehension is inlined (no separate frame in 3.13): BRANCH/JUMP in the caller.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
r = [x * 2 for x in range(3)]
print(r)
_logtool.stop()
