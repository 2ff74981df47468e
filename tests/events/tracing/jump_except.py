# Jumps and except blocks: into an except block is refused (there is no
# exception), out of a running except block to the line after the try
# statement is allowed (the handled exception is gone there), and so is a
# jump within the try body.
import sys
sys.path.insert(0, "..")
import _tracetool

def f(fail):
    log = []
    try:
        log.append("try")
        if fail:
            raise KeyError("k")
        log.append("try2")
    except KeyError:
        log.append("except")
        log.append("except2")
    log.append(("after", type(sys.exception()).__name__))
    return log


print(_tracetool.traced(f, False, trace=_tracetool.jumper(f, 4, 9)))
print(_tracetool.traced(f, True, trace=_tracetool.jumper(f, 9, 10)))
print(_tracetool.traced(f, False, trace=_tracetool.jumper(f, 3, 6)))
