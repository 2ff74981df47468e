# f_lineno of running frames (the line executing, or the line of the call
# a caller waits in), of finished frames, and of generators at each stage.
import sys

BASE = sys._getframe().f_lineno


def here():
    return sys._getframe(1).f_lineno - BASE


def lines():
    first = here()
    second = (
        here()
    )
    third = [here() for _ in range(1)][0]
    return first, second, third


print(lines())


def waiting():
    return sys._getframe(1).f_lineno - BASE


def caller():
    x = 1
    y = waiting()
    return y


print("caller waits at", caller())


def finished():
    frame = sys._getframe()
    a = 1
    return frame


fr = finished()
print("finished frame line:", fr.f_lineno - BASE)


def gen():
    yield 1
    yield 2


g = gen()
print("created:", g.gi_frame.f_lineno - BASE)
next(g)
print("first yield:", g.gi_frame.f_lineno - BASE)
next(g)
print("second yield:", g.gi_frame.f_lineno - BASE)


def multi():
    value = [
        1,
        sys._getframe().f_lineno - BASE,
        3,
    ]
    return value


print(multi())
