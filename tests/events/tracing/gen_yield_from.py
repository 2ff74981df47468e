# yield from under settrace: the delegating generator and the subgenerator
# each get call/return events per resumption; the subgenerator's return
# value arrives in the delegating frame as an exception event for
# StopIteration whose traceback is None.
import sys
sys.path.insert(0, "..")
import _tracetool

def sub():
    x = yield 1
    return x * 10


def deleg():
    r = yield from sub()
    return r


def trace(frame, event, arg):
    if _tracetool.own(frame):
        return None
    line = _tracetool.describe(frame, event, arg)
    if event == "exception":
        line += " tb=" + type(arg[2]).__name__
    print(line)
    return trace


def f():
    d = deleg()
    next(d)
    try:
        d.send(4)
    except StopIteration as stop:
        return stop.value


print(_tracetool.traced(f, trace=trace))
