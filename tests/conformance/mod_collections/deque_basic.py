# deque: appends and pops at both ends, extend, extendleft, len, bool, repr, errors.
from collections import deque

d = deque()
print(d, len(d), bool(d))
d.append(1)
d.append(2)
d.appendleft(0)
print(d, len(d), bool(d), d[0], d[-1])
d.extend([3, 4])
d.extendleft('ba')
print(d)
print(d.pop(), d.popleft(), d)
d.clear()
print(d)
for bad in (d.pop, d.popleft):
    try:
        bad()
    except IndexError as e:
        print('IndexError', e)
print(deque('hello'), deque(range(5)), deque((x * x for x in range(4))))
e = deque([1, 2])
e.extend(e)
print(e)
e.extendleft(e)
print(e)
print(deque([[1], 'a', None, 2.5]))
d = deque(range(10))
for i in range(5):
    d.append(d.popleft() + 10)
print(d, list(d), tuple(d))
print(list(reversed(d)), sum(d), max(d), sorted(d, reverse=True)[:3])
print(type(d).__name__, deque.__name__, hash in dir() or True)
try:
    hash(deque())
except TypeError as e:
    print('TypeError', e)
try:
    deque(5)
except TypeError as e:
    print('TypeError', e)
