# min with a key lambda: the lambda is called from C.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
print(min([3, 1, 2], key=lambda v: -v))
_logtool.stop()
