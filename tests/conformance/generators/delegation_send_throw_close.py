# yield from delegation of send/throw/close, return values, PEP 479, gi_running.
def inner():
    got = yield 1
    print("inner got", got)
    try:
        got = yield 2
        print("inner got", got)
    except KeyError as e:
        print("inner caught", repr(e))
        yield "recovered"
    finally:
        print("inner finally")
    return "inner-result"

def outer():
    result = yield from inner()
    print("outer result", result)
    yield "outer-done"

g = outer()
print(next(g))
print(g.send("a"))
print(g.throw(KeyError("k")))
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)

g = outer()
next(g)
g.close()
print("closed", g.gi_frame)

def ret():
    yield 1
    return [1, 2]
g = ret()
next(g)
try:
    next(g)
except StopIteration as e:
    print("value", e.value, e.args)

def ret_none():
    return
    yield
try:
    next(ret_none())
except StopIteration as e:
    print("none", e.value, e.args)

def leak():
    yield 1
    raise StopIteration("oops")
g = leak()
next(g)
try:
    next(g)
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__, e.__cause__)

def running():
    print("running?", me.gi_running)
    try:
        next(me)
    except ValueError as e:
        print(type(e).__name__, e)
    yield 5
me = running()
print(me.gi_running, next(me), me.gi_running)

def echo():
    x = None
    while True:
        x = yield x
        if x == "stop":
            return "bye"
def deleg():
    r = yield from echo()
    yield r
d = deleg()
next(d)
print(d.send(1), d.send(2), d.send("stop"))
print(d.gi_yieldfrom)

def sub_throw():
    yield from iter([1, 2, 3])
g = sub_throw()
next(g)
try:
    g.throw(IndexError("into list iterator"))
except IndexError as e:
    print("propagated", e)
print(list(g))
