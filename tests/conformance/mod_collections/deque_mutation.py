# deque: mutation during iteration raises RuntimeError; iterators and reversed.
from collections import deque

d = deque([1, 2, 3])
try:
    for x in d:
        d.append(x)
except RuntimeError as e:
    print('RuntimeError', e)
print(d)
d = deque([1, 2, 3])
try:
    for x in d:
        d.popleft()
except RuntimeError as e:
    print('RuntimeError', e)
d = deque('abc')
it = iter(d)
print(next(it))
d[1] = 'B'
print(next(it), list(it))
d = deque('xyz')
r = reversed(d)
print(next(r), list(r))
d = deque(range(3))
it = iter(d)
d.rotate(1)
try:
    next(it)
except RuntimeError as e:
    print('RuntimeError', e)
d = deque([[1], [2]])
d.append(d)
print(repr(d))
it = iter(deque(range(5)))
print(it.__length_hint__(), next(it), it.__length_hint__())
print(type(iter(deque())).__name__, type(reversed(deque())).__name__)
class Q(deque):
    def __repr__(self):
        return 'Q' + super().__repr__()
q = Q([1, 2], maxlen=5)
q.append(3)
print(q, isinstance(q, deque), len(q))
class Plain(deque):
    pass
print(Plain('ab'), Plain('ab', 3), Plain('ab').copy(), type(Plain('a').copy()).__name__)
