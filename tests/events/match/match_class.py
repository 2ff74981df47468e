# Class patterns call nothing in Python but test isinstance.
import sys
sys.path.insert(0, "..")
import _logtool

class Pt:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

def f(p):
    match p:
        case Pt(0, y):
            return "axis", y
        case Pt(x, y):
            return "pt", x + y

_logtool.start_all()
print(f(Pt(0, 2)), f(Pt(1, 2)))
_logtool.stop()
