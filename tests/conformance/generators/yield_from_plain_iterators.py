# yield from delegating to plain iterators (with and without close/throw),
# to non-iterables, and a generator delegating to itself.


def show(f):
    try:
        print(repr(f()))
    except BaseException as e:
        print(type(e).__name__, e)
class It:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration("it-done")
        return self.n
    def close(self):
        print("It.close called")
    def throw(self, *a):
        print("It.throw called", [type(x).__name__ if isinstance(x, BaseException) else x for x in a])
        raise a[0] if isinstance(a[0], BaseException) else a[0]()
def deleg():
    r = yield from It()
    print("deleg result", r)
    yield "end"
def t1():
    g = deleg()
    next(g)
    g.close()
    return "closed"
show(t1)
def t2():
    g = deleg()
    next(g)
    try:
        g.throw(KeyError("k"))
    except KeyError as e:
        return "propagated " + repr(e)
show(t2)
def t3():
    return list(deleg())
show(t3)
class NoThrow:
    def __iter__(self): return self
    def __next__(self): return 1
def deleg2():
    yield from NoThrow()
def t4():
    g = deleg2()
    next(g)
    try:
        g.throw(ValueError("v"))
    except ValueError as e:
        return "no throw method: " + str(e)
show(t4)
def t5():
    g = deleg2()
    next(g)
    g.close()
    return "closed without close method"
show(t5)
def sendnone():
    g = deleg2()
    next(g)
    return g.send(None)
show(sendnone)
def sendval():
    g = deleg2()
    next(g)
    return g.send(5)
show(sendval)
def yf_non_iter():
    def g():
        yield from 5
    return next(g())
show(yf_non_iter)
def yf_gen_running():
    def inner():
        yield from outer_gen
    outer_gen = inner()
    return next(outer_gen)
show(yf_gen_running)
