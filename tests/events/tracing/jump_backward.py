# A backward jump from a line event runs the lines in between again (the
# tracer jumps once only, so the function ends).
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    log = []
    log.append("one")
    log.append("two")
    log.append("three")
    return log


print(_tracetool.traced(f, trace=_tracetool.jumper(f, 4, 2)))
print(_tracetool.traced(f, trace=_tracetool.jumper(f, 5, 3)))
