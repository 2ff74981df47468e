# The step budget must end a recursion whose handlers call it again.
import sys
sys.setrecursionlimit(100000)
def f():
    try:
        f()
    except BaseException:
        f()
f()
