# A builtin raising: C_RAISE instead of C_RETURN, then RAISE in the caller.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    int("nope")
except ValueError:
    print("bad")
_logtool.stop()
