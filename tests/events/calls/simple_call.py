# A Python function called twice with one argument: PY_START, LINE, PY_RETURN.
import sys
sys.path.insert(0, "..")
import _logtool


def double(x):
    return x * 2


_logtool.start_all()
a = double(3)
b = double(a)
print(a, b)
lst = []
lst.append(b)
m = lst.append
m(4)
len(lst)
_logtool.stop()
