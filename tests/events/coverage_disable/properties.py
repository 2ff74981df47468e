# Coverage of a property read in a loop.
import sys
sys.path.insert(0, "..")
import _logtool

class P:
    @property
    def v(self):
        return 3

_logtool.start_coverage()
p = P()
for _ in range(3):
    p.v
_logtool.stop()
