# An exception caught in the frame that raised it: one exception event at
# the raising line, whose argument is a (type, value, traceback) tuple, then
# the line events of the handler.
import sys
sys.path.insert(0, "..")
import _tracetool

def trace(frame, event, arg):
    if _tracetool.own(frame):
        return None
    print(_tracetool.describe(frame, event, arg))
    if event == "exception":
        kind, value, tb = arg
        print("  arg:", type(arg).__name__, len(arg), kind is type(value), type(tb).__name__,
              tb.tb_lineno, tb.tb_frame is frame)
    return trace


def f():
    try:
        x = {}["missing"]
    except KeyError as error:
        x = repr(error)
    return x


print(_tracetool.traced(f, trace=trace))
