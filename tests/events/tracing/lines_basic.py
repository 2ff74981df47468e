# The line events of straight-line code, a statement spread over several
# lines, and a call: the call event carries the def line, the return event
# the line of the return and the returned value's type.
import sys
sys.path.insert(0, "..")
import _tracetool

def add(a, b):
    return a + b


def f():
    x = 1
    y = add(x,
            2)
    z = [
        x,
        y,
    ]
    return z


print(_tracetool.traced(f))
