# Jumps in a generator's frame: a line event after a resumption jumps
# forward over a yield, so the generator produces one value fewer.
import sys
sys.path.insert(0, "..")
import _tracetool

def gen():
    x = 0
    yield "a"
    yield "b"
    yield "c"
    x = 5
    yield x


def consume():
    return list(gen())


print(_tracetool.traced(consume, trace=_tracetool.jumper(gen, 3, 5)))
