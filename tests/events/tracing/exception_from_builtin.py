# Exceptions raised by builtins and by operators inside traced code: the
# exception event names the traced frame and its line (builtins have no
# frame of their own).
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    out = []
    for thing in ([], "abc", 5):
        try:
            out.append(len(thing) + thing[1])
        except (TypeError, IndexError) as error:
            out.append(type(error).__name__)
    return out


print(_tracetool.traced(f))
