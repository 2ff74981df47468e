# A tree of recursive calls (fib 3).
import sys
sys.path.insert(0, "..")
import _logtool

def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

_logtool.start_all()
print(fib(3))
_logtool.stop()
