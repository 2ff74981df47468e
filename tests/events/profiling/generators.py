# Generators under setprofile: a call event for each resumption and a return
# for each yield (the yielded value's type) and for the end (NoneType); next,
# send and close are c_calls of the consumer.
import sys
sys.path.insert(0, "..")
import _tracetool

def gen():
    x = yield 1
    yield x


def f():
    g = gen()
    a = next(g)
    b = g.send("s")
    g.close()
    c = [v for v in gen()]
    return a, b, c


print(_tracetool.profiled(f))
