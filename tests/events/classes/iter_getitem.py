# Iteration through __getitem__ ending with IndexError.
import sys
sys.path.insert(0, "..")
import _logtool

class Seq:
    def __getitem__(self, i):
        if i >= 2:
            raise IndexError
        return i

_logtool.start_all()
for v in Seq():
    print(v)
_logtool.stop()
