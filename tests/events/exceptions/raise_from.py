# raise ... from ...: one RAISE of the new exception.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    try:
        {}["x"]
    except KeyError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError as r:
    print(type(r.__cause__).__name__)
_logtool.stop()
