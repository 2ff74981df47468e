# What setprofile counts as a C function: builtin functions, bound builtin
# methods and method descriptors get c_call/c_return; slot wrappers
# (object.__setattr__, int.__add__, Exception.__init__ through super(),
# type.__call__) and method-wrappers (bound slot wrappers) get none.
import sys
sys.path.insert(0, "..")
import _tracetool

class Err(Exception):
    def __init__(self, msg):
        super().__init__(msg)


class S:
    def __setattr__(self, name, value):
        object.__setattr__(self, name, value)


def f():
    s = S()
    s.x = 1
    a = int.__add__(1, 2)
    b = (5).__add__(1)
    c = type.__call__(list)
    d = str.upper("a")
    e = "b".upper()
    g = Err("m").args
    h = [].__len__()
    return a, b, c, d, e, g, h


print(_tracetool.profiled(f))
