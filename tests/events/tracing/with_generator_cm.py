# A context manager written as a generator with a try/finally around its
# yield (no contextlib): __enter__/__exit__ resume the generator, which is
# traced as call/return events of its own frame.
import sys
sys.path.insert(0, "..")
import _tracetool

class FromGen:
    def __init__(self, gen):
        self.gen = gen

    def __enter__(self):
        return next(self.gen)

    def __exit__(self, *exc):
        try:
            next(self.gen)
        except StopIteration:
            pass
        return False


def managed():
    print("setup")
    try:
        yield "resource"
    finally:
        print("teardown")


def f():
    with FromGen(managed()) as r:
        print("using", r)
    return r


print(_tracetool.traced(f))
