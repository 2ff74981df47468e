# The first line of an exception handler fires LINE.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_events("LINE")
try:
    1 / 0
except ZeroDivisionError:
    pass
print("ok")
_logtool.stop()
