# yield from over a list (not a generator).
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    yield from [1, 2]
    yield 3

_logtool.start_all()
print(list(gen()))
_logtool.stop()
