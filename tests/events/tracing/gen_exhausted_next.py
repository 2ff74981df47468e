# next() on an exhausted generator: the generator's frame is not run again,
# and the caller reports an exception event for StopIteration; a generator
# that returns a value ends the same way.
import sys
sys.path.insert(0, "..")
import _tracetool

def gen():
    yield 1
    return "done"


def f():
    g = gen()
    first = next(g)
    try:
        next(g)
    except StopIteration as stop:
        value = stop.value
    try:
        next(g)
    except StopIteration as stop:
        again = stop.value
    return first, value, again


print(_tracetool.traced(f))
