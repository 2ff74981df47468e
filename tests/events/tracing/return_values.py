# The argument of the return event: the returned value for a normal return
# (int, str, None, a tuple), the yielded value for a yield, and None when the
# frame is left by an exception.
import sys
sys.path.insert(0, "..")
import _tracetool

def trace(frame, event, arg):
    if _tracetool.own(frame):
        return None
    if event == "return":
        print(frame.f_code.co_qualname, frame.f_lineno, repr(arg))
    return trace


def ints():
    return 7


def strs():
    return "s"


def nothing():
    pass


def pair():
    return 1, "two"


def gen():
    yield [3]


def fails():
    raise OSError


def top():
    results = [ints(), strs(), nothing(), pair(), next(gen())]
    try:
        fails()
    except OSError:
        pass
    return len(results)


print(_tracetool.traced(top, trace=trace))
