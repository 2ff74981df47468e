# f_lasti and tb_lasti: byte offsets into co_code that agree with
# co_lines() and co_positions() about the line executing, whatever the
# offsets themselves are.
import sys


def line_of(code, offset):
    for start, end, line in code.co_lines():
        if start <= offset < end:
            return line
    return "not found"


def check(frame):
    code = frame.f_code
    lasti = frame.f_lasti
    positions = list(code.co_positions())
    return (
        lasti % 2 == 0,
        0 <= lasti < len(code.co_code),
        line_of(code, lasti) == frame.f_lineno,
        positions[lasti // 2][0] == frame.f_lineno,
    )


def simple():
    return check(sys._getframe())


print("running:", simple())


def caller():
    frame = sys._getframe()
    result = callee(frame)
    return result


def callee(frame):
    return check(frame), check(sys._getframe())


print("caller waiting:", caller())


def boom(n):
    if n == 0:
        raise KeyError(n)
    return boom(n - 1) + 1


try:
    boom(2)
except KeyError as e:
    tb = e.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        print(
            code.co_name,
            tb.tb_lasti % 2 == 0,
            line_of(code, tb.tb_lasti) == tb.tb_lineno,
            tb.tb_lineno - boom.__code__.co_firstlineno if code is boom.__code__ else "module",
        )
        tb = tb.tb_next


def gen():
    yield sys._getframe().f_lasti
    yield 2


g = gen()
next(g)
print("suspended:", check(g.gi_frame))
