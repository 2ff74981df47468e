# Exceptions in with blocks: one suppressed by __exit__ returning True (the
# function goes on after the block) and one __exit__ lets through (caught by
# the caller).
import sys
sys.path.insert(0, "..")
import _tracetool

class Suppress:
    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        return kind is KeyError


def f(error):
    with Suppress():
        raise error
    return "after the block"


def top():
    first = f(KeyError)
    try:
        f(ValueError)
    except ValueError:
        second = "let through"
    return first, second


print(_tracetool.traced(top))
