# Local events on a method's code object.
import sys
sys.path.insert(0, "..")
import _logtool

class C:
    def m(self, k):
        if k:
            return "yes"
        return "no"

    def other(self):
        return self.m(0)

_logtool.start_local(C.m)
print(C().m(1), C().other())
_logtool.stop()
