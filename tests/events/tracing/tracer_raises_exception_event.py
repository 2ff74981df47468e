# A trace function raising at an exception event: its exception replaces
# the one being raised (which is not even kept as __context__), and the
# except clause that would have caught the original does not match.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    try:
        raise KeyError("original")
    except KeyError:
        return "handled"


def trace(frame, event, arg):
    if frame.f_code is not f.__code__:
        return None
    print(_tracetool.describe(frame, event, arg))
    if event == "exception":
        raise TypeError("from the tracer")
    return trace


sys.settrace(trace)
try:
    print(f())
except TypeError as error:
    _tracetool.caught(error)
    print("context:", type(error.__context__).__name__)
print(sys.gettrace())
