# An instance with __call__: CALL names the instance by its type, __call__ gets PY_START.
import sys
sys.path.insert(0, "..")
import _logtool

class Adder:
    def __init__(self, n):
        self.n = n

    def __call__(self, x):
        return x + self.n

_logtool.start_all()
add3 = Adder(3)
print(add3(4))
_logtool.stop()
