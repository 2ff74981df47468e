# Coverage of a recursive function.
import sys
sys.path.insert(0, "..")
import _logtool

def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)

_logtool.start_coverage()
print(fact(4))
_logtool.stop()
