# ExitStack: enter_context, callback, push; LIFO unwinding.
from contextlib import ExitStack, contextmanager

@contextmanager
def resource(name, log):
    log.append('open ' + name)
    yield name
    log.append('close ' + name)

log = []
with ExitStack() as stack:
    names = [stack.enter_context(resource(n, log)) for n in 'abc']
    stack.callback(log.append, 'callback 1')
    stack.callback(lambda *a, **k: log.append('callback %r %r' % (a, k)), 1, key=2)
    print(names)
print(log)

def exit_fn(exc_type, exc, tb):
    print('exit_fn saw', exc_type.__name__ if exc_type else None)
    return False

class Manager:
    def __enter__(self):
        print('should not be entered by push')
        return self

    def __exit__(self, *exc):
        print('Manager.__exit__', exc[0])

with ExitStack() as stack:
    stack.push(exit_fn)
    stack.push(Manager())
    print('body')
try:
    with ExitStack() as stack:
        stack.push(exit_fn)
        raise KeyError('k')
except KeyError as e:
    print('KeyError propagated', e)
print(stack.callback(print, 'returned') is print)
stack.close()

class NotAManager:
    pass

try:
    ExitStack().enter_context(NotAManager())
except TypeError as e:
    print('TypeError', e)
