# An expression spread over several lines.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_events("LINE")
x = [
    1,
    2,
    3,
]
y = (x[0]
     + x[1])
print(y)
_logtool.stop()
