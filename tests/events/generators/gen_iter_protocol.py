# A class iterator with __iter__ and __next__ raising StopIteration itself.
import sys
sys.path.insert(0, "..")
import _logtool

class Two:
    def __init__(self):
        self.i = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.i += 1
        if self.i > 2:
            raise StopIteration
        return self.i

_logtool.start_all()
for v in Two():
    print(v)
_logtool.stop()
