# Assigning f_lineno outside a trace function: the checks CPython 3.13
# makes before anything else, in its order.
import sys


def attempt(frame, value):
    try:
        frame.f_lineno = value
        return "assigned"
    except (ValueError, AttributeError, TypeError) as e:
        return "%s: %s" % (type(e).__name__, e)


def probe():
    fr = sys._getframe()
    for value in [3, 0, -1, 10 ** 30, "5", 5.0, True, None]:
        print(repr(value), "->", attempt(fr, value))
    try:
        del fr.f_lineno
    except AttributeError as e:
        print("del:", e)
    # Of another frame, and of a finished one.
    print("caller:", attempt(fr.f_back, 1))
    return fr


dead = probe()
print("dead frame:", attempt(dead, 1))
print("module frame:", attempt(sys._getframe(), 1))


class IntSub(int):
    pass


print("int subclass:", attempt(sys._getframe(), IntSub(1)))
