# Generator.throw(): raising inside a paused generator.

def resilient():
    while True:
        try:
            yield "ready"
        except ValueError as e:
            print("  handled ValueError:", e)
            yield "recovered"

g = resilient()
print(next(g))
print(g.throw(ValueError("bad value")))
print(next(g))
try:
    g.throw(KeyError("not handled"))
except KeyError as e:
    print("propagated:", type(e).__name__, e)
print(next(g, "generator is finished"))

# throw on a generator that has not started raises at the start
def simple():
    print("  body entered")
    yield 1

g = simple()
try:
    g.throw(RuntimeError("before start"))
except RuntimeError as e:
    print(type(e).__name__, e)
print(list(g))

# throw with an exception class, or a class and value
def catcher():
    while True:
        try:
            yield
        except Exception as e:
            print("  caught", type(e).__name__, repr(e.args))

g = catcher()
next(g)
g.throw(TypeError)
g.throw(IndexError("with message"))

# finally blocks run when a thrown exception escapes
def with_cleanup():
    try:
        yield 1
        yield 2
    finally:
        print("  cleanup ran")

g = with_cleanup()
next(g)
try:
    g.throw(ZeroDivisionError("stop now"))
except ZeroDivisionError as e:
    print("escaped:", e)

# The thrown exception's traceback includes the generator frame; the generator
# can convert it to a return value
def converter():
    try:
        yield "waiting"
    except LookupError as e:
        return "converted " + type(e).__name__

g = converter()
next(g)
try:
    g.throw(IndexError)
except StopIteration as e:
    print(e.value)

# throw on an exhausted generator just raises the exception
g = converter()
list(g)
try:
    g.throw(OSError("late"))
except OSError as e:
    print("late throw:", type(e).__name__, e)

# throw while the generator yields a value from its except clause
def retry(max_attempts):
    attempts = 0
    while attempts < max_attempts:
        try:
            yield attempts
            return
        except ConnectionError:
            attempts += 1
    yield "gave up"

g = retry(3)
print(next(g), g.throw(ConnectionError), g.throw(ConnectionError), g.throw(ConnectionError))
