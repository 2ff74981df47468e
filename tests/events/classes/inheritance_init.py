# __init__ inherited and overridden with super().
import sys
sys.path.insert(0, "..")
import _logtool

class Base:
    def __init__(self):
        self.tag = "base"

class Child(Base):
    def __init__(self):
        super().__init__()
        self.tag += "+child"

_logtool.start_all()
print(Child().tag)
_logtool.stop()
