# Several except clauses tried in turn.
import sys
sys.path.insert(0, "..")
import _logtool

def f(k):
    try:
        if k == 0:
            raise KeyError
        if k == 1:
            raise IndexError
        return "none"
    except KeyError:
        return "key"
    except IndexError:
        return "index"

_logtool.start_all()
print(f(0), f(1), f(2))
_logtool.stop()
