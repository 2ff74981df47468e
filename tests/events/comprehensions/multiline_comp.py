# A comprehension spread over lines.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
r = [
    x + 1
    for x in range(2)
    if x >= 0
]
print(r)
_logtool.stop()
