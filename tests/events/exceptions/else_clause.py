# try/except/else where no exception happens.
import sys
sys.path.insert(0, "..")
import _logtool

def f(x):
    try:
        y = 10 // x
    except ZeroDivisionError:
        return "zero"
    else:
        return y

_logtool.start_all()
print(f(2))
print(f(0))
_logtool.stop()
