# A jump from a for loop's body back to the loop's header line: the frame
# lands on the header's first instruction, so the loop starts again with a
# new iterator.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    seen = []
    for i in range(3):
        seen.append(i)
        seen.append("x")
    return seen


print(_tracetool.traced(f, trace=_tracetool.jumper(f, 4, 2)))
