# throw into a generator and yield from under setprofile: throw is a c_call
# that ends in c_return or c_exception; delegation shows the subgenerator's
# call/return pairs inside the delegating generator's.
import sys
sys.path.insert(0, "..")
import _tracetool

def sub():
    try:
        yield 1
    except KeyError:
        yield "handled"


def deleg():
    yield from sub()


def f():
    g = deleg()
    a = next(g)
    b = g.throw(KeyError)
    try:
        g.throw(ValueError)
    except ValueError:
        c = "raised"
    return a, b, c


print(_tracetool.profiled(f))
