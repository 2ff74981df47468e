# f_lineno can be set only from a line event: the call event of a new frame,
# the return event and the exception event each refuse with their message.
import sys
sys.path.insert(0, "..")
import _tracetool

def f(x):
    y = x + 1
    if x:
        y = 1 // 0
    return y


def catching(x):
    try:
        return f(x)
    except ZeroDivisionError as error:
        return type(error).__name__


print(_tracetool.traced(f, 0, trace=_tracetool.jumper(f, 0, 1, "call")))
print(_tracetool.traced(f, 0, trace=_tracetool.jumper(f, 4, 1, "return")))
print(_tracetool.traced(catching, 1, trace=_tracetool.jumper(f, 3, 1, "exception")))
