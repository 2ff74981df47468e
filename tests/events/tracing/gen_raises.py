# A generator raising inside a for loop over it: the generator's exception
# event and NoneType return, then the consumer's exception event at the for
# line and its handler.
import sys
sys.path.insert(0, "..")
import _tracetool

def gen():
    yield 1
    raise ValueError("from gen")


def f():
    seen = []
    try:
        for v in gen():
            seen.append(v)
    except ValueError as error:
        seen.append(str(error))
    return seen


print(_tracetool.traced(f))
