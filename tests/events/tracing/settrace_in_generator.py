# sys.settrace called inside a running generator: the generator's frame is
# not traced until it next resumes (a resumption is a new call event), while
# the frames started afterwards are, like the generator it creates.
import sys
sys.path.insert(0, "..")
import _tracetool

def inner():
    yield "a"
    yield "b"


def outer():
    sys.settrace(_tracetool.tracer)
    it = inner()
    yield next(it)
    yield next(it)
    sys.settrace(None)


print(list(outer()))
