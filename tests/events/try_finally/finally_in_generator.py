# A finally in a generator that is exhausted normally.
import sys
sys.path.insert(0, "..")
import _logtool

def gen():
    try:
        yield 1
    finally:
        print("fin")

_logtool.start_all()
for v in gen():
    print(v)
_logtool.stop()
