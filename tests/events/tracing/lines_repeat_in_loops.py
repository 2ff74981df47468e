# Unlike sys.monitoring's LINE, a line event is reported again each time a
# backward jump returns to the same line: a one-line for loop and a one-line
# while loop log their line once per iteration.
import sys
sys.path.insert(0, "..")
import _tracetool

def f():
    t = 0
    for i in range(3): t += i
    n = 0
    while n < 2: n += 1
    return t + n


print(_tracetool.traced(f))
