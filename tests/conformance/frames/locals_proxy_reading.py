# f_locals of a function frame is a FrameLocalsProxy (PEP 667): a live
# mapping over the frame's variables, in the frame's own order.
import sys


def f(a, b=2, *args, **kwargs):
    c = 3
    d = 4
    del d
    def inner():
        return c
    p = sys._getframe().f_locals
    print(type(p).__name__)
    print(list(p))
    print(len(p), "a" in p, "d" in p, "missing" in p, 1 in p)
    print(p["a"], p["args"], p["kwargs"], p["c"])
    print(p.get("d"), p.get("d", "default"), p.get("a", "default"))
    print(list(p.keys())[:3], list(p.values())[:3], list(p.items())[:2])
    print(type(p.keys()).__name__, type(p.values()).__name__, type(p.items()).__name__)
    print(type(iter(p)).__name__, sorted(p) == sorted(p.keys()))
    print(bool(p), isinstance(p, dict))
    # A new proxy each time, equal to the last one.
    again = sys._getframe().f_locals
    print(p is again, p == again)
    # It is live: a variable bound later shows up.
    late = "now"
    print("late" in p, p["late"])
    return p


proxy = f(1, 2, 3, k=4)
print(sorted(proxy))


def empty():
    return sys._getframe().f_locals


print(repr(empty()), len(empty()))


def recursive_repr():
    me = sys._getframe().f_locals
    return repr(me)


print(recursive_repr())
