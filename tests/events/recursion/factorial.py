# Direct recursion: nested PY_START/PY_RETURN pairs.
import sys
sys.path.insert(0, "..")
import _logtool

def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)

_logtool.start_all()
print(fact(3))
_logtool.stop()
