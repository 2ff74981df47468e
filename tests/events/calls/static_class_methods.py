# staticmethod and classmethod calls through the class and an instance.
import sys
sys.path.insert(0, "..")
import _logtool

class K:
    base = 10

    @staticmethod
    def s(x):
        return x * 2

    @classmethod
    def c(cls, x):
        return cls.base + x

_logtool.start_all()
K.s(1)
K.c(2)
K().s(3)
K().c(4)
_logtool.stop()
