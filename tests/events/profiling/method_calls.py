# Python methods, classmethods, staticmethods and super() calls under
# setprofile: each is a call/return pair of its function's qualname; super
# and the classmethod/staticmethod lookups fire no c_call.
import sys
sys.path.insert(0, "..")
import _tracetool

class A:
    def hello(self):
        return "A"

    @classmethod
    def make(cls):
        return cls()

    @staticmethod
    def util(x):
        return x * 2


class B(A):
    def hello(self):
        return "B" + super().hello()


def f():
    b = B.make()
    return b.hello(), A.util(2)


print(_tracetool.profiled(f))
