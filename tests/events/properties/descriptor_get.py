# A user descriptor with __get__.
import sys
sys.path.insert(0, "..")
import _logtool

class Desc:
    def __get__(self, obj, owner):
        return 42

class H:
    d = Desc()

_logtool.start_all()
print(H().d)
_logtool.stop()
