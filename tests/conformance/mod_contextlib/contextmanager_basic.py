# @contextmanager: setup, yield, teardown, and exceptions inside the block.
from contextlib import contextmanager

log = []

@contextmanager
def tag(name):
    log.append('<%s>' % name)
    try:
        yield name.upper()
    finally:
        log.append('</%s>' % name)

with tag('a') as value:
    log.append(value)
print(log)
log.clear()
try:
    with tag('b'):
        raise ValueError('inside')
except ValueError as e:
    print('ValueError', e)
print(log)

@contextmanager
def swallow(kind):
    try:
        yield
    except kind as e:
        print('swallowed', type(e).__name__, e)

with swallow(KeyError):
    raise KeyError('k')
print('after swallow')
try:
    with swallow(KeyError):
        raise IndexError('not swallowed')
except IndexError as e:
    print('IndexError', e)

@contextmanager
def translate():
    try:
        yield
    except ZeroDivisionError as e:
        raise ValueError('translated') from e

try:
    with translate():
        1 / 0
except ValueError as e:
    print('ValueError', e, type(e.__cause__).__name__)

@contextmanager
def plain():
    yield 5

print(type(plain()).__name__)
with plain() as five, plain() as other:
    print(five + other)
print(plain.__name__, plain.__doc__)
