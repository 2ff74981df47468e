# Several statements on one line: one LINE event for the line.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_events("LINE")
a = 1; b = 2; c = a + b
print(c)
_logtool.stop()
