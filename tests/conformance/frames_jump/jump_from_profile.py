# f_lineno assigned from a profile function: CPython 3.13 refuses at every
# profile event, with the message of the event ('call' of a new frame,
# 'c_call' and 'c_return' during a call, 'return').
import sys
from _jumptools import assign_lineno

outcomes = []


def profiled():
    size = len([1, 2])
    return size


def profiler(frame, event, arg):
    if frame.f_code is profiled.__code__:
        outcomes.append((event, assign_lineno(frame, frame.f_lineno)))


sys.setprofile(profiler)
profiled()
sys.setprofile(None)
for event, outcome in outcomes:
    print(event, "->", outcome)
