# Every TypeError message CPython gives for a call that cannot bind.

def show(thunk):
    try:
        thunk()
    except TypeError as e:
        print(type(e).__name__, e)

def f(a, b, /, c, *, d, e=5):
    return (a, b, c, d, e)

def g(x, y=2, *args, z, **kw):
    return (x, y, args, z, kw)

def none():
    return 0

def one(a):
    return a

class K:
    def m(self, a, *, k):
        return a, k
    @staticmethod
    def s(a):
        return a
    @classmethod
    def c(cls, a):
        return a

show(lambda: f())
show(lambda: f(1))
show(lambda: f(1, 2))
show(lambda: f(1, 2, 3))
show(lambda: f(1, 2, 3, 4))
show(lambda: f(1, 2, 3, 4, 5, d=1))
show(lambda: f(1, b=2, c=3, d=4))
show(lambda: f(a=1, b=2, c=3, d=4))
show(lambda: f(1, 2, c=3, d=4, c2=5))
show(lambda: f(1, 2, 3, c=3, d=4))
show(lambda: f(1, 2, 3, d=4, f=1, g=2))
show(lambda: g())
show(lambda: g(1))
show(lambda: g(1, x=2, z=3))
show(lambda: none(1))
show(lambda: none(1, 2))
show(lambda: none(a=1))
show(lambda: one())
show(lambda: one(1, 2))
show(lambda: one(b=1))
show(lambda: one(1, a=1))
show(lambda: K().m())
show(lambda: K().m(1))
show(lambda: K().m(1, 2, k=3))
show(lambda: K.m(1, k=2))
show(lambda: K.s())
show(lambda: K.c(1, 2))
show(lambda: (lambda: 0)(1))
show(lambda: (lambda *, k: 0)(1))
show(lambda: (lambda *, k: 0)())
show(lambda: (lambda a, b, c: 0)())
show(lambda: (lambda a, b, c: 0)(1))
show(lambda: (lambda a, *, b, c: 0)(1))
show(lambda: (lambda a=1, /, b=2: 0)(1, 2, 3))
show(lambda: (lambda a, b=2, *, c: 0)(1, 2, 3))
show(lambda: (lambda a, b=2, *, c: 0)(1, 2, 3, 4, c=1))
show(lambda: (lambda a, /, **kw: kw)(1, a=2) and print("ok", (lambda a, /, **kw: kw)(1, a=2)))
show(lambda: f(1, 2, **{"c": 3}, **{"c": 4}))
show(lambda: f(1, 2, **{1: 3}))
show(lambda: f(*1))
show(lambda: f(**1))
show(lambda: f(1, 2, **[]))
show(lambda: one(*None))
show(lambda: len(*[1, 2]))
show(lambda: K().m(1, k=2, **{"k": 3}))

def h(a, b):
    pass
d = {"a": 1}
show(lambda: h(**d, a=2))
show(lambda: h(1, **d))
show(lambda: print(sep=1))
show(lambda: print(end=2))
show(lambda: print(foo=2))
show(lambda: int(x=1))
show(lambda: sorted([], 1))
show(lambda: sorted())
show(lambda: [].append())
show(lambda: [].append(1, 2))
show(lambda: {}.get())
show(lambda: "a".split(1, 2, 3))
show(lambda: min())
show(lambda: max(1))
show(lambda: getattr(1))
show(lambda: isinstance(1))
