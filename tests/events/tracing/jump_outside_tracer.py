# Setting f_lineno outside a trace function is refused: on the running frame
# with no tracing, and on a frame of the stack while a tracer is active but
# from traced code rather than from the tracer.
import sys
sys.path.insert(0, "..")
import _tracetool

def g():
    return 1


def f():
    try:
        sys._getframe().f_lineno = 1
    except ValueError as error:
        print("no tracer:", error)
    return g()


f()


def h():
    frame = sys._getframe()
    try:
        frame.f_lineno = frame.f_lineno + 1
    except ValueError as error:
        print("traced code:", error)
    return 2


print(_tracetool.traced(h))
