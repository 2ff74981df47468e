# Two context managers in one with statement.
import sys
sys.path.insert(0, "..")
import _logtool

class CM:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)

    def __exit__(self, *a):
        print("exit", self.name)

_logtool.start_all()
with CM("a"), CM("b"):
    pass
_logtool.stop()
