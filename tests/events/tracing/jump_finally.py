# Jumps around try/finally: out of the try body past the finally (the
# finally body does not run), out of the finally body, and into the
# finally body from before the try statement.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    log = []
    try:
        log.append("body")
        log.append("body2")
    finally:
        log.append("fin")
        log.append("fin2")
    log.append("after")
    return log


print(_tracetool.traced(f, trace=_tracetool.jumper(f, 4, 8)))
print(_tracetool.traced(f, trace=_tracetool.jumper(f, 7, 8)))
print(_tracetool.traced(f, trace=_tracetool.jumper(f, 2, 6)))
