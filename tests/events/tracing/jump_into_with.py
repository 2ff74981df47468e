# Jumping into a with block from outside it is refused.
import sys
sys.path.insert(0, "..")
import _tracetool

class CM:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def f():
    x = 0
    with CM():
        x = 1
        x = 2
    x += 5
    return x


print(_tracetool.traced(f, trace=_tracetool.jumper(f, 1, 4)))
print(_tracetool.traced(f, trace=_tracetool.jumper(f, 5, 3)))
