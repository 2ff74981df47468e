# __setattr__ intercepting assignments.
import sys
sys.path.insert(0, "..")
import _logtool

class S:
    def __setattr__(self, name, value):
        object.__setattr__(self, name, value * 2)

_logtool.start_all()
s = S()
s.x = 4
print(s.x)
_logtool.stop()
