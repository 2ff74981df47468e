# Jumps in a while loop: backward to the loop's condition (checked once
# more) and forward out of the body to the line after the loop.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    n = 0
    while n < 3:
        n += 1
        n += 10
    return n


print(_tracetool.traced(f, trace=_tracetool.jumper(f, 4, 2)))
print(_tracetool.traced(f, trace=_tracetool.jumper(f, 3, 5)))
