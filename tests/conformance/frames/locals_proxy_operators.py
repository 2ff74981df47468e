# Comparing and combining FrameLocalsProxy objects: ==, !=, |, |= and the
# reflected forms, copy() and reversed().
import sys


class DictSub(dict):
    pass


def f():
    a = 1
    b = "two"
    p = sys._getframe().f_locals
    snapshot = {"a": 1, "b": "two", "p": p}
    print(p == snapshot, snapshot == p, p != snapshot, p == DictSub(snapshot))
    print(p == {"a": 1}, p == 5, p != 5, p == [("a", 1)])
    print(p == sys._getframe().f_locals)
    merged = p | {"c": 3}
    print(type(merged).__name__, sorted(merged))
    merged = {"z": 0} | p
    print(type(merged).__name__, list(merged))
    for other in ([("a", 2)], 5, None):
        try:
            print(p | other)
        except TypeError as e:
            print("p |", type(other).__name__, "->", e)
        try:
            print(other | p)
        except (TypeError, AttributeError) as e:
            print(type(other).__name__, "| p ->", type(e).__name__, e)
    q = p
    q |= {"a": 100}
    print(q is p, a)
    q |= sys._getframe().f_locals
    print(type(q).__name__)
    try:
        q |= [("a", 5)]
    except TypeError as e:
        print("|= list ->", e)
    c = p.copy()
    print(type(c).__name__, c == p, c is p)
    c["a"] = "copy only"
    print(a)
    print(reversed(p), type(reversed(p)).__name__)
    p.update({"b": "updated"})
    p.update(sys._getframe().f_locals)
    print(b)
    print(p.setdefault("a", "ignored"), p.setdefault("fresh", "default"), p["fresh"])
    print(p.setdefault("fresh2"), p["fresh2"])


f()
