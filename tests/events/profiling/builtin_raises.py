# Builtins that raise: c_call then c_exception (not c_return), and the
# Python frame that catches the error goes on; one that nothing in the
# function catches leaves it with a NoneType return.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    out = []
    try:
        len(5)
    except TypeError:
        out.append("len")
    try:
        [].pop()
    except IndexError:
        out.append("pop")
    try:
        {}.pop("k")
    except KeyError:
        out.append("dict.pop")
    return out


def g():
    return abs("x")


def top():
    first = f()
    try:
        g()
    except TypeError:
        return first


print(_tracetool.profiled(top))
