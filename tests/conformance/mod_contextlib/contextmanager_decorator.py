# Context managers used as decorators (ContextDecorator).
from contextlib import contextmanager, ContextDecorator

calls = []

@contextmanager
def traced(name):
    calls.append('enter ' + name)
    yield
    calls.append('exit ' + name)

@traced('work')
def work(x):
    calls.append('work %d' % x)
    return x * 2

print(work(1), work(2))
print(calls)
print(work.__name__)

class timed(ContextDecorator):
    def __init__(self, label):
        self.label = label

    def __enter__(self):
        print('start', self.label)
        return self

    def __exit__(self, *exc):
        print('stop', self.label, exc[0].__name__ if exc[0] else None)
        return False

@timed('job')
def job(n):
    print('running', n)
    return n

print(job(7))
with timed('block'):
    print('in block')

@timed('failing')
def failing():
    raise KeyError('boom')

try:
    failing()
except KeyError as e:
    print('KeyError', e)
