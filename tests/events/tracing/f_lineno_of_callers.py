# f_lineno of the frames up the stack, read from the tracer at a line event
# of the innermost frame: each caller is at the line of its pending call.
import sys
sys.path.insert(0, "..")
import _tracetool

def c():
    return 0


def b():
    x = 1
    return c() + x


def a():
    return b()


def trace(frame, event, arg):
    if _tracetool.own(frame):
        return None
    if event == "line" and frame.f_code is c.__code__:
        f = frame
        while f is not None and not _tracetool.own(f):
            print(f.f_code.co_qualname, f.f_lineno)
            f = f.f_back
    return trace


print(_tracetool.traced(a, trace=trace))
