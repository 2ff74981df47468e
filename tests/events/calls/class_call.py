# Calling a class runs __init__ (PY_START of __init__ from a C-level call).
import sys
sys.path.insert(0, "..")
import _logtool

class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y

_logtool.start_all()
p = P(1, 2)
q = P(y=3, x=4)
print(p.x + q.y)
_logtool.stop()
