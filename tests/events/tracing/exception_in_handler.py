# An exception raised inside an except clause (implicit chaining) and one
# caught and suppressed in a nested try inside a handler.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    try:
        raise KeyError("first")
    except KeyError:
        try:
            raise IndexError("second")
        except IndexError as inner:
            kept = inner
    try:
        try:
            raise TypeError("third")
        except TypeError:
            raise AttributeError("fourth")
    except AttributeError as error:
        return type(kept).__name__, type(error.__context__).__name__


print(_tracetool.traced(f))
