# Exceptions raised, caught and propagated inside generators.

def guarded(values):
    for v in values:
        try:
            yield 10 // v
        except ZeroDivisionError:
            yield "div by zero for %r" % v

print(list(guarded([5, 0, 2])))

def propagating(values):
    for v in values:
        yield 10 // v

g = propagating([2, 0, 5])
print(next(g))
try:
    next(g)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
print(next(g, "finished after exception"))

# finally in a generator runs on exception, exhaustion and close
def with_finally(tag, fail=False):
    try:
        yield tag + "1"
        if fail:
            raise RuntimeError(tag + " failed")
        yield tag + "2"
    finally:
        print("  finally", tag)

print(list(with_finally("a")))
try:
    list(with_finally("b", fail=True))
except RuntimeError as e:
    print(type(e).__name__, e)
g = with_finally("c")
next(g)
del g
print("after del")

# An exception's context inside a generator handler
def context_chain():
    try:
        yield 1
        raise KeyError("inner")
    except KeyError:
        yield 2
        raise ValueError("outer")

g = context_chain()
print(next(g), next(g))
try:
    next(g)
except ValueError as e:
    print(type(e).__name__, e, "context:", repr(e.__context__))

# A generator's exception state does not leak to the caller
def isolated():
    try:
        raise IndexError("inside generator")
    except IndexError:
        yield "suspended inside except"
    yield "after except"

g = isolated()
print(next(g))
try:
    raise TypeError("caller error")
except TypeError as e:
    print("caller context:", repr(e.__context__))
print(next(g))
