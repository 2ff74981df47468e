# A lambda returning: PY_START and PY_RETURN on the lambda's line.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
f = lambda x: x + 1
print(f(1))
_logtool.stop()
