# isinstance and len, often specialized, still fire CALL/C_RETURN.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
for x in (1, "s"):
    if isinstance(x, str):
        print(len(x))
_logtool.stop()
