# break out of a with block inside a loop.
import sys
sys.path.insert(0, "..")
import _logtool

class CM:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        print("exit")

_logtool.start_all()
for i in range(3):
    with CM():
        if i == 1:
            break
_logtool.stop()
