# Jumping into the body of a for loop is refused (from before the loop and
# from after it); the function then runs on normally.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    total = 0
    for i in range(2):
        total += i
        total += 10
    total += 100
    return total


print(_tracetool.traced(f, trace=_tracetool.jumper(f, 1, 4)))
print(_tracetool.traced(f, trace=_tracetool.jumper(f, 5, 4)))
