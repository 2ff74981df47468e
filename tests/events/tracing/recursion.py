# Recursive calls: a call/return pair per level, with the depth shown by the
# length of the f_back chain up to the traced top function.
import sys
sys.path.insert(0, "..")
import _tracetool

def depth(frame):
    n = 0
    while frame is not None and frame.f_code is fact.__code__:
        n += 1
        frame = frame.f_back
    return n


def trace(frame, event, arg):
    if _tracetool.own(frame):
        return None
    if event in ("call", "return"):
        print("  " * depth(frame) + _tracetool.describe(frame, event, arg))
    return trace


def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)


print(_tracetool.traced(fact, 4, trace=trace))
