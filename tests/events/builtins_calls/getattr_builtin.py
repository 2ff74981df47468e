# getattr with and without a default.
import sys
sys.path.insert(0, "..")
import _logtool

class C:
    a = 1

_logtool.start_all()
print(getattr(C, "a"))
print(getattr(C, "b", 0))
try:
    getattr(C, "b")
except AttributeError:
    print("no b")
_logtool.stop()
