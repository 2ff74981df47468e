# Writing to f_locals from the trace function (PEP 667, 3.13): the write goes
# through to the function's local variable, which the next line then sees;
# writing a new name adds it to the proxy but not to the fast locals.
import sys
sys.path.insert(0, "..")
import _tracetool

def trace(frame, event, arg):
    if frame.f_code is not f.__code__:
        return None
    if event == "line" and frame.f_lineno == f.__code__.co_firstlineno + 2:
        frame.f_locals["x"] = 100
        frame.f_locals["extra"] = "new"
        print("proxy keys:", sorted(frame.f_locals))
    return trace


def f():
    x = 1
    y = x + 1
    return x, y


print(_tracetool.traced(f, trace=trace))
