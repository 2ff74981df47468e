# A return from inside a with block calls __exit__.
import sys
sys.path.insert(0, "..")
import _logtool

class CM:
    def __enter__(self):
        return 1

    def __exit__(self, *a):
        print("exit")

def f():
    with CM() as v:
        return v

_logtool.start_all()
print(f())
_logtool.stop()
