# Caret lines under the failing part of a line, printed through
# sys.excepthook for several kinds of expression.
import sys


def report(thunk):
    try:
        thunk()
    except Exception as error:
        sys.excepthook(type(error), error, error.__traceback__)
        print("reported", type(error).__name__)


class Box:
    def __init__(self, inner):
        self.inner = inner


def binary():
    left, right = 1, "two"
    return left + right


def subscript():
    table = {"rows": [[1, 2], [3]]}
    return table["rows"][1][5]


def attribute():
    box = Box(Box(None))
    return box.inner.inner.value


def call():
    handlers = {"go": None}
    return handlers["go"](1, 2)


def multiline():
    values = [1, 2, 3]
    return (values[0] +
            values[1] * values[7] -
            values[2])


def whole_line():
    raise RuntimeError("the whole line fails")


for fn in (binary, subscript, attribute, call, multiline, whole_line):
    report(fn)
