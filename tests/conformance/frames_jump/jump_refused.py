# Jumps CPython 3.13 refuses, with its messages: into a for loop body, an
# except block or a with block, out of the code object, from events other
# than 'line', and values that are not line numbers.
import sys
from _jumptools import assign_lineno, jump_test


def blocks():
    class Manager:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False
    with Manager():
        x = 1
    for i in [1]:
        y = 2
    try:
        z = 3
    except Exception:
        w = 4
    return "end"


# Lines: 7 with, 8 its body, 9 for, 10 its body, 11 try, 12 its body,
# 13 except, 14 its body.
jump_test(blocks, 1, 8)
jump_test(blocks, 1, 10)
jump_test(blocks, 1, 14)
jump_test(blocks, 1, 13)
jump_test(blocks, 12, 8)
jump_test(blocks, 12, 10)
jump_test(blocks, 10, 14)
jump_test(blocks, 8, 10)
jump_test(blocks, 1, 0)
jump_test(blocks, 1, -3)
jump_test(blocks, 1, 100)
# Allowed: a loop's iterator can stand where the with block's __exit__
# was, and is then called as __exit__.
jump_test(blocks, 10, 8)


def simple(arg):
    value = arg + 1
    return value


jump_test(simple, 0, 1, event="call", args=(1,))
jump_test(simple, 2, 1, event="return", args=(1,))


def raises():
    try:
        raise KeyError("k")
    except KeyError:
        return "caught"


jump_test(raises, 2, 1, event="exception")

results = []


def values_tracer(frame, event, arg):
    if frame.f_code is simple.__code__ and event == "line" and not results:
        for value in ["2", 2.0, True, None, 10 ** 20, -(10 ** 20)]:
            results.append((repr(value), assign_lineno(frame, value)))
    return values_tracer


sys.settrace(values_tracer)
simple(5)
sys.settrace(None)
for row in results:
    print(*row)
