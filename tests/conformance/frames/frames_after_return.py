# A frame object outlives its call: f_code, f_lineno, f_globals, f_back
# and f_locals keep their last state, and f_locals can still be written.
import sys

keep = []


def remember(a, b):
    c = a + b
    keep.append(sys._getframe())
    d = c * 2
    return d


remember(1, 2)
remember(10, 20)
first, second = keep
print(first is second, first.f_code is second.f_code)
for frame in keep:
    print(frame.f_code.co_name, frame.f_lineno - remember.__code__.co_firstlineno,
          dict(frame.f_locals), frame.f_back is sys._getframe())
proxy = first.f_locals
proxy["c"] = "changed after return"
proxy["new"] = 1
print(dict(first.f_locals))
print(first.f_globals is globals(), "remember" in first.f_globals)


def outer():
    def inner():
        return sys._getframe()
    frame = inner()
    return frame, sys._getframe()


inner_frame, outer_frame = outer()
print(inner_frame.f_back is outer_frame, outer_frame.f_back is sys._getframe())
print(inner_frame.f_code.co_qualname, outer_frame.f_code.co_qualname)


def make_cell():
    shared = "cell value"

    def reader():
        return shared

    return sys._getframe(), reader


frame, reader = make_cell()
print(frame.f_locals["shared"], reader())
frame.f_locals["shared"] = "rewritten"
print(reader())
