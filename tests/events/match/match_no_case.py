# A match where no case matches.
import sys
sys.path.insert(0, "..")
import _logtool

def f(x):
    match x:
        case 1:
            return "one"
    return "fell through"

_logtool.start_all()
print(f(5))
_logtool.stop()
