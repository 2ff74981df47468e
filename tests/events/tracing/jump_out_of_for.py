# Jumps out of for loops: from the body to the line after the loop (the
# iterator is dropped), and from a nested loop's body out of both loops.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    total = 0
    for i in range(5):
        total += i
    return total


def g():
    total = 0
    for i in range(3):
        for j in range(3):
            total += 10 * i + j
    total += 1000
    return total


print(_tracetool.traced(f, trace=_tracetool.jumper(f, 3, 4)))
print(_tracetool.traced(g, trace=_tracetool.jumper(g, 4, 5)))
