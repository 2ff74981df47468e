# Mutual recursion between two functions.
import sys
sys.path.insert(0, "..")
import _logtool

def is_even(n):
    return True if n == 0 else is_odd(n - 1)

def is_odd(n):
    return False if n == 0 else is_even(n - 1)

_logtool.start_all()
print(is_even(3))
_logtool.stop()
