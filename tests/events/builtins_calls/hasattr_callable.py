# hasattr and callable.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
print(hasattr([], "append"), callable(len))
_logtool.stop()
