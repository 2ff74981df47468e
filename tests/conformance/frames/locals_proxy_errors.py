# The errors of FrameLocalsProxy: missing keys, deletion, bad arguments,
# unhashable keys, and what it refuses to be.
import sys


def run(label, action):
    try:
        result = action()
        print(label, "->", result)
    except (KeyError, TypeError, AttributeError) as e:
        print(label, "->", type(e).__name__, e)


def f():
    a = 1
    b = 2
    del b
    p = sys._getframe().f_locals
    run("missing str", lambda: p["nope"])
    run("unbound local", lambda: p["b"])
    run("missing int", lambda: p[1])
    run("unhashable get", lambda: p[[1]])
    run("unhashable in", lambda: [1] in p)
    run("get()", lambda: p.get())
    run("get(1, 2, 3)", lambda: p.get(1, 2, 3))
    run("get kw", lambda: p.get("a", default=3))
    run("setdefault()", lambda: p.setdefault())
    run("setdefault kw", lambda: p.setdefault("a", default=3))
    run("keys(1)", lambda: p.keys(1))
    run("values kw", lambda: p.values(x=1))
    run("copy(1)", lambda: p.copy(1))
    run("update()", lambda: p.update())
    run("update(a, b)", lambda: p.update({}, {}))
    run("update kw", lambda: p.update(a=1))
    run("update list", lambda: p.update([("a", 5)]))
    run("update int", lambda: p.update(5))
    run("pop", lambda: p.pop("a"))
    run("hash", lambda: hash(p))
    run("order", lambda: p < p)
    for key in ["a", "b", "nope", 3]:
        try:
            del p[key]
        except TypeError as e:
            print("del", repr(key), "->", e)
    run("a still", lambda: a)
    try:
        p.attribute = 1
    except AttributeError as e:
        print("attribute:", e)


f()
FLP = type((lambda: sys._getframe().f_locals)())
try:
    class Sub(FLP):
        pass
except TypeError as e:
    print("subclass:", e)
run("no frame", lambda: FLP())
run("not a frame", lambda: FLP(5))
run("two", lambda: FLP(sys._getframe(), 1))
run("keyword", lambda: FLP(frame=sys._getframe()))
