# Coverage of a with statement in a loop.
import sys
sys.path.insert(0, "..")
import _logtool

class CM:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return False

_logtool.start_coverage()
for i in range(2):
    with CM():
        pass
_logtool.stop()
