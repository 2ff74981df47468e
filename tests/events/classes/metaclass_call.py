# A metaclass with __call__.
import sys
sys.path.insert(0, "..")
import _logtool

class Meta(type):
    def __call__(cls, *args):
        return super().__call__(*args)

class W(metaclass=Meta):
    def __init__(self, v):
        self.v = v

_logtool.start_all()
print(W(5).v)
_logtool.stop()
