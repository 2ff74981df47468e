# del of a dict item that exists and one that does not.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
d = {"a": 1}
del d["a"]
try:
    del d["a"]
except KeyError:
    print("gone")
_logtool.stop()
