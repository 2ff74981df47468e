# Observable state of generator objects: gi_running, gi_code, gi_frame, gi_suspended.

def worker():
    print("  inside: running =", g.gi_running)
    yield 1
    yield 2

g = worker()
print(g.gi_running, g.gi_suspended, g.gi_frame is not None, g.gi_code.co_name)
next(g)
print(g.gi_running, g.gi_suspended, g.gi_frame is not None)
list(g)
print(g.gi_running, g.gi_suspended, g.gi_frame)

# A generator cannot be re-entered while it is running
def reentrant():
    yield next(me)

me = reentrant()
try:
    next(me)
except ValueError as e:
    print(type(e).__name__, e)

# Local variables survive between resumptions
def with_locals(a):
    b = a * 2
    yield b
    c = b + 1
    yield a, b, c

g = with_locals(5)
print(next(g), next(g))

# Generator name and qualname are writable
def named():
    yield

g = named()
g.__name__ = "renamed"
print(g.__name__, g.__qualname__)
try:
    g.__name__ = 3
except TypeError as e:
    print(type(e).__name__, e)

# A generator that raised is finished afterwards
def boom():
    yield 1
    raise KeyError("x")

g = boom()
next(g)
try:
    next(g)
except KeyError as e:
    print("raised", type(e).__name__, e)
print(g.gi_frame, next(g, "finished"))

# Type checks
print(type(g).__name__, hasattr(g, "send"), hasattr(g, "throw"), hasattr(g, "close"))
print(callable(g), iter(g) is g, "generator" in repr(type(g)))
