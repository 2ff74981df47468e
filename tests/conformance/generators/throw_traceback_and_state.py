# throw() with a traceback, __traceback__ entries and exception state in generators.
import sys

def gen():
    try:
        yield 1
    except ValueError as e:
        tb = e.__traceback__
        lines = []
        while tb is not None:
            lines.append(tb.tb_frame.f_code.co_name)
            tb = tb.tb_next
        print("frames", lines)
        yield "handled"

def raiser():
    raise ValueError("v")

g = gen()
next(g)
try:
    raiser()
except ValueError as e:
    print(g.throw(e))

def keeps_state():
    try:
        raise KeyError("inside")
    except KeyError:
        yield sys.exception()
        yield sys.exception()
    yield sys.exception()

k = keeps_state()
print(repr(next(k)))
print(repr(sys.exception()))
try:
    raise TypeError("outer")
except TypeError:
    print(repr(next(k)))
    print(repr(sys.exception()))
print(repr(next(k)))

def context_chain():
    try:
        yield
    except Exception as e:
        print("context", repr(e.__context__))

c = context_chain()
next(c)
try:
    raise OSError("first")
except OSError:
    try:
        c.throw(RuntimeError("second"))
    except StopIteration:
        print("stopped")

def thrower():
    yield 1
g = thrower()
next(g)
try:
    g.throw(ValueError)
except ValueError as e:
    print(type(e).__name__, repr(e), e.__traceback__ is not None)

try:
    g = thrower()
    g.throw(1)
except TypeError as e:
    print(type(e).__name__, e)

def lines():
    yield 1
    yield 2
g = lines()
print(g.gi_frame.f_lineno == lines.__code__.co_firstlineno)
next(g)
print(g.gi_frame.f_lineno - lines.__code__.co_firstlineno)
print(g.gi_code.co_name, g.__name__, g.__qualname__)
g.__name__ = "renamed"
print(g.__name__, repr(g).startswith("<generator object lines at"))
