# Jump targets outside the code object: before its first line and after its
# last line are refused with messages naming the line.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    a = 1
    b = 2
    return a + b


print(_tracetool.traced(f, trace=_tracetool.jumper(f, 1, -3)))
print(_tracetool.traced(f, trace=_tracetool.jumper(f, 1, 50)))
print(_tracetool.traced(f, trace=_tracetool.jumper(f, 1, -f.__code__.co_firstlineno)))
