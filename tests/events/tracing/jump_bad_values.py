# f_lineno refuses anything but an int: a str, a float and a bool are each
# refused with "lineno must be an integer".
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    a = 1
    b = 2
    return a + b


print(_tracetool.traced(f, trace=_tracetool.jumper(f, 1, "3")))
print(_tracetool.traced(f, trace=_tracetool.jumper(f, 1, 3.0)))
print(_tracetool.traced(f, trace=_tracetool.jumper(f, 1, True)))
