# A case with a guard.
import sys
sys.path.insert(0, "..")
import _logtool

def f(x):
    match x:
        case n if n > 10:
            return "big"
        case n:
            return "small"

_logtool.start_all()
print(f(20), f(1))
_logtool.stop()
