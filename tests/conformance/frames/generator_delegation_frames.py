# Frames of generators delegating with yield from: while the inner one
# runs, its f_back is the outer generator's frame; while suspended, every
# frame's f_back is None and gi_yieldfrom links the chain.
import sys


def chain_names(frame):
    names = []
    while frame is not None and frame.f_code.co_name != "<module>":
        names.append(frame.f_code.co_name)
        frame = frame.f_back
    return names


def innermost():
    yield chain_names(sys._getframe())
    yield "second"


def middle():
    result = yield from innermost()
    return result


def outer():
    yield from middle()


def driver(g):
    return next(g)


g = outer()
print(driver(g))
print(g.gi_frame.f_back, g.gi_yieldfrom.__name__, g.gi_yieldfrom.gi_yieldfrom.__name__)
print(g.gi_yieldfrom.gi_yieldfrom.gi_frame.f_back)
delegates = []
current = g
while current is not None:
    delegates.append((current.__name__, current.gi_suspended, current.gi_running))
    current = getattr(current, "gi_yieldfrom", None)
print(delegates)
print(next(g))
print(list(g), g.gi_yieldfrom, g.gi_frame)


def with_iterator():
    yield from iter([1, 2])


w = with_iterator()
next(w)
print(type(w.gi_yieldfrom).__name__, w.gi_frame.f_lineno - with_iterator.__code__.co_firstlineno)
