# yield from a class iterator whose __next__ raises StopIteration.
import sys
sys.path.insert(0, "..")
import _logtool

class It:
    def __init__(self):
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        if self.n > 2:
            raise StopIteration
        return self.n

def gen():
    yield from It()

_logtool.start_all()
print(list(gen()))
_logtool.stop()
