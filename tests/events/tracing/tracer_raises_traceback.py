# A trace function raising at a line event of a callee: the exception
# reaches the caller, whose traceback walks through the traced frame (at the
# traced line) into the tracer; tb_lineno of each entry is printed.
import sys
sys.path.insert(0, "..")
import _tracetool

def g():
    x = 1
    x += 1
    return x


def f():
    return g() + 1


def trace(frame, event, arg):
    first = g.__code__.co_firstlineno
    if frame.f_code is g.__code__ and event == "line" and frame.f_lineno == first + 2:
        raise ValueError("at the second line")
    return trace


sys.settrace(trace)
try:
    f()
except ValueError as error:
    tb = error.__traceback__
    while tb is not None:
        print(tb.tb_frame.f_code.co_qualname, tb.tb_lineno)
        tb = tb.tb_next
print(sys.gettrace())
