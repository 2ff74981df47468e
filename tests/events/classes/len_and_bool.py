# len() and truth tests calling __len__ / __bool__.
import sys
sys.path.insert(0, "..")
import _logtool

class Box:
    def __len__(self):
        return 2

    def __bool__(self):
        return False

_logtool.start_all()
b = Box()
print(len(b))
if not b:
    print("empty")
_logtool.stop()
