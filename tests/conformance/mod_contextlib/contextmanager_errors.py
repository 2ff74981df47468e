# Misbehaving generators: didn't yield, didn't stop, re-use.
from contextlib import contextmanager

@contextmanager
def no_yield():
    if False:
        yield

try:
    with no_yield():
        pass
except RuntimeError as e:
    print('RuntimeError', e)

@contextmanager
def two_yields():
    yield 1
    yield 2

try:
    with two_yields():
        pass
except RuntimeError as e:
    print('RuntimeError', e)

@contextmanager
def keeps_going():
    try:
        yield
    except ValueError:
        yield

try:
    with keeps_going():
        raise ValueError('x')
except RuntimeError as e:
    print('RuntimeError', e)

@contextmanager
def simple():
    yield

cm = simple()
with cm:
    pass
try:
    with cm:
        pass
except (RuntimeError, AttributeError, StopIteration) as e:
    print(type(e).__name__)

@contextmanager
def passthrough():
    yield

try:
    with passthrough():
        raise StopIteration('stop')
except StopIteration as e:
    print('StopIteration', e)

@contextmanager
def reraise():
    try:
        yield
    except Exception:
        raise

try:
    with reraise():
        raise KeyError('same')
except KeyError as e:
    print('KeyError', e)

def gen_raises_stop():
    yield

@contextmanager
def stops_inside():
    yield
    raise StopIteration

try:
    with stops_inside():
        pass
except RuntimeError as e:
    print('RuntimeError', e)
