# A property deleter.
import sys
sys.path.insert(0, "..")
import _logtool

class T:
    @property
    def v(self):
        return 1

    @v.deleter
    def v(self):
        print("deleted")

_logtool.start_all()
del T().v
_logtool.stop()
