# Sequence patterns with captures.
import sys
sys.path.insert(0, "..")
import _logtool

def f(x):
    match x:
        case [a]:
            return a
        case [a, b]:
            return a + b
        case _:
            return 0

_logtool.start_all()
print(f([1]), f([1, 2]), f("ab"))
_logtool.stop()
