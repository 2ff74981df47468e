# A class decorator.
import sys
sys.path.insert(0, "..")
import _logtool

def register(cls):
    cls.tag = "reg"
    return cls

_logtool.start_all()
@register
class C:
    pass
print(C.tag)
_logtool.stop()
