# A with statement calling __enter__ and __exit__.
import sys
sys.path.insert(0, "..")
import _logtool

class CM:
    def __enter__(self):
        return "value"

    def __exit__(self, et, ev, tb):
        return False

_logtool.start_all()
with CM() as v:
    print(v)
_logtool.stop()
