# A comprehension inside a function uses the function's frame.
import sys
sys.path.insert(0, "..")
import _logtool

def f(n):
    return [i + 1 for i in range(n)]

_logtool.start_all()
print(f(2))
_logtool.stop()
