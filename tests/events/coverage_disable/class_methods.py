# Coverage of methods called many times.
import sys
sys.path.insert(0, "..")
import _logtool

class Acc:
    def __init__(self):
        self.t = 0

    def add(self, v):
        self.t += v

_logtool.start_coverage()
a = Acc()
for i in range(4):
    a.add(i)
print(a.t)
_logtool.stop()
