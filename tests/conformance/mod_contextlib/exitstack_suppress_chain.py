# ExitStack exception handling: suppression, replacement and chaining.
from contextlib import ExitStack

def suppressor(exc_type, exc, tb):
    print('suppressing', exc_type.__name__)
    return True

with ExitStack() as stack:
    stack.push(suppressor)
    raise ValueError('gone')
print('after suppression')

def raiser(name):
    def callback(exc_type, exc, tb):
        raise RuntimeError(name)
    return callback

try:
    with ExitStack() as stack:
        stack.push(raiser('first pushed'))
        stack.push(raiser('second pushed'))
        raise KeyError('original')
except RuntimeError as e:
    print('RuntimeError', e)
    ctx = e.__context__
    print(type(ctx).__name__, ctx)
    print(type(ctx.__context__).__name__, ctx.__context__)
    print(ctx.__context__.__context__)

try:
    with ExitStack() as stack:
        stack.push(suppressor)
        stack.push(raiser('late'))
except RuntimeError as e:
    print('unexpected', e)
else:
    print('suppressor swallowed late error')

seen = []
def record(exc_type, exc, tb):
    seen.append(exc_type.__name__ if exc_type else None)

try:
    with ExitStack() as stack:
        stack.push(record)
        stack.push(raiser('replacement'))
        stack.push(record)
        raise IndexError('start')
except RuntimeError as e:
    print('final', e, seen)
