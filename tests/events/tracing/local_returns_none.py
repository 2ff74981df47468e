# A local trace function returning None from a line event does not switch
# the frame's tracing off (CPython 3.13 keeps the frame's f_trace), so every
# later line is still reported.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    a = 1
    b = 2
    c = 3
    return a + b + c


def glob(frame, event, arg):
    if frame.f_code is not f.__code__:
        return None
    print("global", _tracetool.describe(frame, event, arg))
    return local


def local(frame, event, arg):
    print("local", _tracetool.describe(frame, event, arg), frame.f_trace is local)
    return None


print(_tracetool.traced(f, trace=glob))
print(sys.gettrace())
