# __init_subclass__ runs when a subclass is defined.
import sys
sys.path.insert(0, "..")
import _logtool

class Base:
    def __init_subclass__(cls):
        cls.registered = True

_logtool.start_all()
class Sub(Base):
    pass
print(Sub.registered)
_logtool.stop()
