# A property getter and setter are Python functions called by attribute access.
import sys
sys.path.insert(0, "..")
import _logtool

class T:
    def __init__(self):
        self._v = 0

    @property
    def v(self):
        return self._v

    @v.setter
    def v(self, value):
        self._v = value

_logtool.start_all()
t = T()
t.v = 5
print(t.v)
_logtool.stop()
