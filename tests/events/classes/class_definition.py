# A class statement: the class body runs as its own code object.
import sys
sys.path.insert(0, "..")
import _logtool

_logtool.start_all()
class A:
    x = 1
    def m(self):
        return self.x
_logtool.stop()
print(A().m())
