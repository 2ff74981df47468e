# except* with an exception group: the exception event of the raise, the
# lines of each matching except* clause, and the re-raise of the part that
# no clause matched.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    try:
        raise ExceptionGroup("eg", [KeyError("a"), ValueError("b"), TypeError("c")])
    except* KeyError:
        print("key part")
    except* ValueError:
        print("value part")


def top():
    try:
        f()
    except ExceptionGroup as group:
        return [type(e).__name__ for e in group.exceptions]


print(_tracetool.traced(top))
