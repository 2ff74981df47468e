# A jump out of a with block is allowed; the context manager's __exit__ is
# not called when the frame leaves the block by a jump.
import sys
sys.path.insert(0, "..")
import _tracetool

class CM:
    def __enter__(self):
        print("enter")
        return self

    def __exit__(self, *exc):
        print("exit")
        return False


def f():
    x = 0
    with CM():
        x = 1
        x = 2
    x += 10
    return x


print(_tracetool.traced(f, trace=_tracetool.jumper(f, 3, 5)))
