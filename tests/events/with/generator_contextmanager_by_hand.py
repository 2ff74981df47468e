# A context manager written as a class wrapping a generator.
import sys
sys.path.insert(0, "..")
import _logtool

class FromGen:
    def __init__(self, gen):
        self.gen = gen

    def __enter__(self):
        return next(self.gen)

    def __exit__(self, *a):
        for _ in self.gen:
            pass

def managed():
    print("setup")
    yield 1
    print("teardown")

_logtool.start_all()
with FromGen(managed()) as v:
    print(v)
_logtool.stop()
