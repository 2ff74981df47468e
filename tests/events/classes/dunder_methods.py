# Operators calling dunder methods: PY_START without CALL events.
import sys
sys.path.insert(0, "..")
import _logtool

class V:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        return V(self.v + other.v)

    def __eq__(self, other):
        return self.v == other.v

_logtool.start_all()
print(V(1) + V(2) == V(3))
_logtool.stop()
