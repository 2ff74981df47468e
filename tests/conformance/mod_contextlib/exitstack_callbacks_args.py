# ExitStack.callback argument passing and __wrapped__.
from contextlib import ExitStack

def report(*args, **kwargs):
    print('report', args, sorted(kwargs.items()))

with ExitStack() as stack:
    returned = stack.callback(report, 1, 2, sep='x')
    stack.callback(report)
    stack.callback(report, callback='kw named callback')
    print(returned is report)
try:
    with ExitStack() as stack:
        stack.callback(report, 'runs on error')
        raise KeyError('k')
except KeyError:
    print('KeyError after callbacks')
with ExitStack() as outer:
    inner = outer.enter_context(ExitStack())
    inner.callback(print, 'inner callback')
    outer.callback(print, 'outer callback')
print('done')
