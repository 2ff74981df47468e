# A dict comprehension.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
d = {k: k * k for k in range(2)}
print(d)
_logtool.stop()
