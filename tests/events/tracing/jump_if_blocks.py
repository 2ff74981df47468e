# Jumps between the branches of an if statement: into the else branch from
# the condition, and out of the if branch to its end; no stack is involved.
import sys
sys.path.insert(0, "..")
import _tracetool

def f(x):
    r = []
    if x > 0:
        r.append("pos")
        r.append("pos2")
    else:
        r.append("neg")
    r.append("end")
    return r


print(_tracetool.traced(f, 1, trace=_tracetool.jumper(f, 2, 6)))
print(_tracetool.traced(f, 1, trace=_tracetool.jumper(f, 3, 7)))
