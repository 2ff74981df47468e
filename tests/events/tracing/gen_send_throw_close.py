# send, throw and close under settrace: throw reports an exception event in
# the generator at its yield line; close of a generator suspended inside a
# try/finally runs the finally (GeneratorExit exception event), while close
# of one suspended at a plain yield runs nothing at all; close of one
# suspended in a try/except that does not match GeneratorExit passes it on.
import sys
sys.path.insert(0, "..")
import _tracetool

def plain():
    yield 1
    yield 2


def guarded():
    try:
        yield 1
        yield 2
    finally:
        print("finally runs")


def echo():
    got = yield "ready"
    while True:
        try:
            got = yield got * 2
        except ValueError:
            got = -1


def f():
    g = plain()
    next(g)
    g.close()
    h = guarded()
    next(h)
    h.close()
    e = echo()
    next(e)
    a = e.send(5)
    b = e.throw(ValueError)
    e.close()
    return a, b


print(_tracetool.traced(f))
