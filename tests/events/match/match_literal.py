# match on literals: the case tests are BRANCH events.
import sys
sys.path.insert(0, "..")
import _logtool

def f(x):
    match x:
        case 1:
            return "one"
        case 2:
            return "two"
        case _:
            return "many"

_logtool.start_all()
print(f(1), f(2), f(3))
_logtool.stop()
