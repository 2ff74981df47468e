# except ... as e: the name is deleted at the end of the handler.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
try:
    raise OSError("e")
except OSError as e:
    msg = str(e)
print(msg)
_logtool.stop()
