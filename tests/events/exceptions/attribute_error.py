# An AttributeError from attribute access on a Python object.
import sys
sys.path.insert(0, "..")
import _logtool

class C:
    pass

_logtool.start_all()
try:
    C().missing
except AttributeError:
    print("missing")
_logtool.stop()
