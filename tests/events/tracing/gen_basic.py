# A generator under settrace: each resumption is a call event (at the line
# of the yield it continues from), each yield a return event with the
# yielded value's type, and the end a return with NoneType; a for loop
# consuming it reports no exception.
import sys
sys.path.insert(0, "..")
import _tracetool

def gen(n):
    for i in range(n):
        yield i
    yield "last"


def consume():
    out = []
    for v in gen(2):
        out.append(v)
    return out


print(_tracetool.traced(consume))
