# A jump to a line holding no code (a blank line, a comment) lands on the
# next line that has code.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    log = []
    log.append(1)

    # a comment line
    log.append(2)
    log.append(3)
    return log


print(_tracetool.traced(f, trace=_tracetool.jumper(f, 2, 3)))
print(_tracetool.traced(f, trace=_tracetool.jumper(f, 2, 4)))
