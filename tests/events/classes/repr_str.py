# str() and repr() on an object with __str__ and __repr__.
import sys
sys.path.insert(0, "..")
import _logtool

class R:
    def __repr__(self):
        return "R()"

    def __str__(self):
        return "r"

_logtool.start_all()
print(repr(R()), str(R()))
_logtool.stop()
