# A lambda with a default argument.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
f = lambda x, y=2: x * y
print(f(3), f(3, 3))
_logtool.stop()
