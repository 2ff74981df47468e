# Coverage of a generator resumed several times.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    for i in range(3):
        yield i
    print("done")

_logtool.start_coverage()
print(list(gen()))
_logtool.stop()
