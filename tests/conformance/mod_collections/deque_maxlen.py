# deque with maxlen: discarding from the opposite end, repr, errors.
from collections import deque

d = deque(maxlen=3)
for i in range(6):
    d.append(i)
    print(d)
d.appendleft('L')
print(d, d.maxlen)
d.extend('xyz')
print(d)
d.extendleft('ab')
print(d)
print(deque(range(10), maxlen=4), deque(range(10), 4), deque('ab', maxlen=None).maxlen)
z = deque([1, 2], maxlen=0)
z.append(5)
z.appendleft(6)
print(z, len(z))
try:
    deque(maxlen=-1)
except ValueError as e:
    print('ValueError', e)
try:
    deque(maxlen='3')
except TypeError as e:
    print('TypeError', e)
full = deque([1, 2, 3], maxlen=3)
try:
    full.insert(1, 'x')
except IndexError as e:
    print('IndexError', e)
try:
    full.maxlen = 5
except AttributeError as e:
    print('AttributeError', type(e).__name__)
print(full.copy(), full.copy().maxlen, full + deque([9]), full * 2)
def tail(iterable, n=3):
    return deque(iterable, maxlen=n)
print(list(tail(range(100))), list(tail('ab', 5)))
h = deque([1, 2, 3], 3)
h.rotate(1)
print(h)
h += [4, 5]
print(h)
