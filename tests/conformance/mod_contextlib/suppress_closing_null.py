# suppress, closing and nullcontext.
from contextlib import suppress, closing, nullcontext

with suppress(KeyError):
    {}['missing']
print('suppressed KeyError')
with suppress(KeyError, IndexError):
    [][0]
print('suppressed IndexError')
with suppress(LookupError):
    {}['x']
print('suppressed via base class')
try:
    with suppress(KeyError):
        1 / 0
except ZeroDivisionError:
    print('ZeroDivisionError passed through')
with suppress():
    pass
try:
    with suppress():
        raise ValueError('no types')
except ValueError as e:
    print('ValueError', e)
s = suppress(TypeError)
with s:
    None + 1
with s:
    len(5)
print('reused')

class Resource:
    def __init__(self, name):
        self.name = name
        self.closed = False

    def close(self):
        self.closed = True
        print('closing', self.name)

r = Resource('db')
with closing(r) as got:
    print(got is r, r.closed)
print(r.closed)
try:
    with closing(Resource('file')):
        raise RuntimeError('fail')
except RuntimeError as e:
    print('RuntimeError', e)

with nullcontext() as nothing:
    print(nothing)
with nullcontext(42) as value:
    print(value)
try:
    with nullcontext():
        raise KeyError('nc')
except KeyError as e:
    print('KeyError', e)

def maybe_lock(use):
    return Resource('lock') if use else nullcontext()

with suppress(AttributeError):
    with maybe_lock(False) as x:
        print('no lock', x)
