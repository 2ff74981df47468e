# The line a frame waits at while a callee runs, inside loops, with
# blocks, try/except/finally, match and comprehensions, seen from the
# callee through f_back.
import sys

seen = []


def note(label):
    caller = sys._getframe(1)
    seen.append((label, caller.f_lineno - caller.f_code.co_firstlineno))


class Manager:
    def __enter__(self):
        note("enter")
        return self

    def __exit__(self, *exc):
        note("exit")
        return True


def blocks(value):
    for i in range(2):
        note("loop %d" % i)
    while value > 0:
        value -= 1
        note("while")
    with Manager():
        note("with body")
        raise KeyError
    try:
        note("try")
        raise ValueError
    except ValueError:
        note("except")
    finally:
        note("finally")
    match value:
        case 0:
            note("case 0")
        case _:
            note("other")
    [note("comprehension") for _ in range(1)]
    result = (
        note("continued line"),
    )
    return result


blocks(1)
for label, line in seen:
    print(label, line)
