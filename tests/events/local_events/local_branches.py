# BRANCH and JUMP locally.
import sys
sys.path.insert(0, "..")
import _logtool

def f(xs):
    out = []
    for x in xs:
        if x > 1:
            out.append(x)
    return out

_logtool.start_local(f, events=_logtool.names_to_events("BRANCH", "JUMP"))
print(f([1, 2, 3]))
_logtool.stop()
