# Line events of break and continue in for and while loops, and of an else
# clause of a loop that is left by break (not run) and of one that is not.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    out = []
    for i in range(4):
        if i == 1:
            continue
        if i == 3:
            break
        out.append(i)
    else:
        out.append("else1")
    n = 0
    while n < 2:
        n += 1
    else:
        out.append("else2")
    return out


print(_tracetool.traced(f))
