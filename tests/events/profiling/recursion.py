# Recursion under setprofile: nested call/return pairs, the return events at
# the line of each return statement.
import sys
sys.path.insert(0, "..")
import _tracetool

def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print(_tracetool.profiled(fib, 3))
