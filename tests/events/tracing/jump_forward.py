# A forward jump from a line event skips the lines in between: the skipped
# assignments never run and the skipped call never happens (no call event).
import sys
sys.path.insert(0, "..")
import _tracetool

def side(tag):
    print("side", tag)
    return tag


def f():
    a = b = c = 0
    a = side(1)
    b = side(2)
    c = side(3)
    return a, b, c


print(_tracetool.traced(f, trace=_tracetool.jumper(f, 2, 4)))
print(_tracetool.traced(f, trace=_tracetool.jumper(f, 3, 5)))
