# Calling a type (int, list, dict, a class) is not a C function call for
# setprofile: no c_call/c_return event, only the call and return of a
# Python __init__ when the class has one.
import sys
sys.path.insert(0, "..")
import _tracetool

class Plain:
    pass


class WithInit:
    def __init__(self, x):
        self.x = x


def f():
    a = int("5")
    b = list(range(2))
    c = dict(k=1)
    d = Plain()
    e = WithInit(3)
    return a, b, c, type(d).__name__, e.x


print(_tracetool.profiled(f))
