# Generator expressions (first iterable evaluated at creation, the rest
# lazily; their own scope), lambdas (defaults, closures, names), and the
# states a generator goes through.


def check(thunk):
    try:
        print(repr(thunk()))
    except BaseException as e:
        print(type(e).__name__, e)


def source(label, values):
    print("iter", label)
    return iter(values)


gen = ((a, b) for a in source("outer", [1, 2]) for b in source("inner", "xy"))
print("created")
print(next(gen))
print(list(gen))
check(lambda: (x for x in 5))
lazy = (1 / x for x in [1, 0])
print("no error yet", next(lazy))
check(lambda: next(lazy))
check(lambda: next(lazy))
x = "global x"
g = (x for _ in range(1))
x = "rebound"
print(list(g))
print(sum(n * n for n in range(5)), max((len(w), w) for w in ["aa", "b", "ccc"]))
print(type(n for n in []).__name__, (n for n in []).__name__)
print((lambda: 0).__name__, (lambda: 0).__qualname__)


def outer():
    return lambda a, b=2, *args, c, **kw: (a, b, args, c, kw)


f = outer()
print(f.__qualname__, f.__code__.co_argcount, f.__code__.co_kwonlyargcount)
print(f(1, c=3), f(1, 5, 6, 7, c=0, z=9))
check(lambda: f())
adders = [lambda v, k=k: v + k for k in range(3)]
print([add(10) for add in adders])
compose = lambda *fs: lambda v: [v := fn(v) for fn in fs][-1]
print(compose(str.strip, str.upper, lambda s: s + "!")("  hi "))
fact = lambda n: 1 if n <= 1 else n * fact(n - 1)
print(fact(10))
print((lambda: (yield 1))().__class__.__name__)


def states():
    yield 1
    yield 2


s = states()
print(s.gi_running, s.gi_frame is not None, s.gi_suspended)
next(s)
print(s.gi_running, s.gi_suspended, s.gi_frame.f_lasti >= 0)
list(s)
print(s.gi_frame, s.gi_suspended)
s2 = states()
s2.close()
print(s2.gi_frame, list(s2))


def self_reference():
    yield me.gi_running


me = self_reference()
print(next(me))
squares = (v * v for v in range(4))
print(iter(squares) is squares, 9 in squares, list(squares))
