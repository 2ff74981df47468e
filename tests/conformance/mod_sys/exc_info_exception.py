# sys.exc_info() and sys.exception() describe the exception being handled,
# inside except blocks, nested handlers, finally, generators and after.
import sys
def show(label):
    t, v, tb = sys.exc_info()
    e = sys.exception()
    print(label, t.__name__ if t else None, repr(v), tb is not None, e is v)
show("outside")
try:
    raise KeyError("k")
except KeyError:
    show("handler")
    try:
        raise ValueError("inner")
    except ValueError:
        show("nested")
    show("back")
show("after")
try:
    try:
        1 / 0
    finally:
        show("finally")
except ZeroDivisionError:
    show("outer")
def gen():
    show("gen start")
    yield 1
    show("gen resumed")
    yield 2
g = gen()
next(g)
try:
    raise IndexError("i")
except IndexError:
    next(g)
def f():
    show("called")
try:
    raise TypeError("t")
except TypeError as caught:
    f()
    err = caught
print(sys.exception(), err.__traceback__ is not None, type(sys.exc_info()).__name__, len(sys.exc_info()))
try:
    sys.exc_info(1)
except TypeError as e:
    print("TypeError:", e)
