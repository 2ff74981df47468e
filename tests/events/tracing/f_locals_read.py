# f_locals read from the trace function: the simple local values of the
# traced frame (sorted by name) at every line and at the return, including
# arguments, a loop variable and a variable that is deleted.
import sys
sys.path.insert(0, "..")
import _tracetool

def trace(frame, event, arg):
    if _tracetool.own(frame):
        return None
    values = sorted((k, v) for k, v in frame.f_locals.items() if isinstance(v, (int, str)))
    print(_tracetool.describe(frame, event, arg), values)
    return trace


def f(a, b="x"):
    total = a
    for i in range(2):
        total += i
    tmp = "gone"
    del tmp
    return total


print(_tracetool.traced(f, 10, trace=trace))
