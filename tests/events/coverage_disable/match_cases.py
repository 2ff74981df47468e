# Coverage of a match statement.
import sys
sys.path.insert(0, "..")
import _logtool

def f(x):
    match x:
        case 0:
            return "zero"
        case _:
            return "other"

_logtool.start_coverage()
for v in (0, 1, 0, 2):
    f(v)
_logtool.stop()
