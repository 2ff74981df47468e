# A loop over a dict's items.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
d = {"a": 1, "b": 2}
for k, v in d.items():
    print(k, v)
_logtool.stop()
