# A builtin method raising: list.index and dict.pop.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    [1].index(5)
except ValueError:
    pass
try:
    {}.pop("k")
except KeyError:
    pass
_logtool.stop()
