# Two stacked decorators: applied bottom-up, called top-down.
import sys
sys.path.insert(0, "..")
import _logtool

def a(fn):
    def wa():
        return "a" + fn()
    return wa

def b(fn):
    def wb():
        return "b" + fn()
    return wb

_logtool.start_all()
@a
@b
def f():
    return "f"
print(f())
_logtool.stop()
