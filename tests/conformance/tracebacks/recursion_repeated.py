# RecursionError: CPython folds repeated identical lines into
# "[Previous line repeated N more times]"; a two-function cycle is not
# folded but still reported.
import sys


def countdown(n):
    if n == 0:
        return 0
    return countdown(n - 1) + 1


def ping(n):
    return pong(n + 1)


def pong(n):
    return ping(n + 1)


def show(thunk):
    try:
        thunk()
    except RecursionError as error:
        sys.excepthook(type(error), error, error.__traceback__)


print(countdown(50))
sys.setrecursionlimit(60)
print(sys.getrecursionlimit())
show(lambda: ping(0))
countdown(10 ** 6)
