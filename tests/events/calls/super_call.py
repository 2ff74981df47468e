# super() calls: CALL of super and of the parent method.
import sys
sys.path.insert(0, "..")
import _logtool

class A:
    def hello(self):
        return "A"

class B(A):
    def hello(self):
        return "B" + super().hello()

_logtool.start_all()
print(B().hello())
_logtool.stop()
