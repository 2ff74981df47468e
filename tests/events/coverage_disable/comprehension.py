# Coverage of a multi-line comprehension.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_coverage()
r = [
    x * 2
    for x in range(3)
]
print(r)
_logtool.stop()
