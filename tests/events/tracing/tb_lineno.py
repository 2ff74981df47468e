# Traceback objects of an exception raised in traced code: tb_lineno and the
# frames' qualnames along tb_next, and f_lineno of the innermost frame seen
# from the traceback after the exception was caught.
import sys
sys.path.insert(0, "..")
import _tracetool

def a():
    x = 1
    raise KeyError(x)


def b():
    y = 2
    a()


def c():
    try:
        b()
    except KeyError as error:
        return error.__traceback__


tb = _tracetool.traced(c)
while tb is not None:
    print(tb.tb_frame.f_code.co_qualname, tb.tb_lineno, tb.tb_frame.f_lineno)
    tb = tb.tb_next
