# Generator.close() and GeneratorExit handling.

def tracked(name):
    print("  %s: start" % name)
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("  %s: got GeneratorExit" % name)
        raise
    finally:
        print("  %s: finally" % name)

g = tracked("a")
print(next(g))
g.close()
print("closed a")
g.close()
print("closing twice is fine")
print(next(g, "exhausted"))

# close() on a generator that never started does nothing visible
g = tracked("b")
g.close()
print("closed b before start")

# Yielding in response to GeneratorExit is an error
def stubborn():
    try:
        yield "value"
    except GeneratorExit:
        print("  refusing to stop")
        yield "one more"

g = stubborn()
next(g)
try:
    g.close()
except RuntimeError as e:
    print(type(e).__name__, e)
# Closing it again at the second yield succeeds quietly.
g.close()
print("stubborn closed on the second try")

# A generator may swallow GeneratorExit by returning
def polite():
    try:
        yield 1
    except GeneratorExit:
        print("  polite exit")
        return "ignored value"

g = polite()
next(g)
print(g.close())

# An exception raised while closing propagates
def faulty():
    try:
        yield 1
    finally:
        raise ValueError("error during close")

g = faulty()
next(g)
try:
    g.close()
except ValueError as e:
    print(type(e).__name__, e)

# GeneratorExit is a BaseException, not an Exception
print(issubclass(GeneratorExit, Exception), issubclass(GeneratorExit, BaseException))

def catches_exception():
    try:
        yield 1
    except Exception:
        print("  this never runs for close()")
    finally:
        print("  finally in catches_exception")

g = catches_exception()
next(g)
g.close()

# Breaking out of a for loop does not close the generator; dropping it does
def counting():
    try:
        for i in range(10):
            yield i
    finally:
        print("  counting finalized")

g = counting()
for v in g:
    if v == 2:
        break
print("after break, still open; next value:", next(g))
del g
print("after del")
