# A property getter raising AttributeError.
import sys
sys.path.insert(0, "..")
import _logtool

class T:
    @property
    def v(self):
        raise AttributeError("no v")

_logtool.start_all()
try:
    T().v
except AttributeError:
    print("none")
_logtool.stop()
