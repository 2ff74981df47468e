# __getattr__ runs only for missing attributes.
import sys
sys.path.insert(0, "..")
import _logtool

class D:
    a = 1

    def __getattr__(self, name):
        return name.upper()

_logtool.start_all()
d = D()
print(d.a, d.zzz)
_logtool.stop()
