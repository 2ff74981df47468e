# Tracebacks through inlined comprehensions (no frame of their own in 3.13),
# lambdas called by builtins, and a generator expression's own frame.
import sys


def show(thunk):
    try:
        thunk()
    except Exception as error:
        sys.excepthook(type(error), error, error.__traceback__)


def ratios(values):
    return [100 // v for v in values]


def lookup(keys):
    table = {"a": 1}
    return {k: table[k] for k in keys}


show(lambda: ratios([5, 0]))
show(lambda: lookup(["a", "b"]))
show(lambda: list(map(lambda s: s.upper(), ["x", 3])))
show(lambda: sorted([3, 1, 2], key=lambda v: 1 / (v - 1)))
show(lambda: set(len(v) for v in ["ab", 7]))
print("done")
