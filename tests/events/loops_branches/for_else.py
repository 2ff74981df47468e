# for/else with and without break.
import sys
sys.path.insert(0, "..")
import _logtool

def f(items):
    for x in items:
        if x == 0:
            break
    else:
        return "no zero"
    return "zero"

_logtool.start_all()
print(f([1, 0]), f([1]))
_logtool.stop()
