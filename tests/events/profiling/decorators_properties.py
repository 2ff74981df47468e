# A decorator and a property under setprofile: the decorator's call when the
# def runs, the wrapper's and the original's frames at each call, and the
# property getter as a Python call without a c_call.
import sys
sys.path.insert(0, "..")
import _tracetool

def deco(func):
    def wrapper(*a):
        return func(*a) + 1
    return wrapper


class P:
    @property
    def v(self):
        return 10


def f():
    @deco
    def g(x):
        return x

    return g(1), P().v


print(_tracetool.profiled(f))
