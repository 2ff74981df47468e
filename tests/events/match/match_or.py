# Or patterns.
import sys
sys.path.insert(0, "..")
import _logtool

def f(x):
    match x:
        case 1 | 2 | 3:
            return "low"
        case "a" | "b":
            return "letter"
    return "none"

_logtool.start_all()
print(f(2), f("b"), f(9))
_logtool.stop()
