# deque: rotate, count, index, insert, remove, reverse, copy, indexing, del, comparisons, +, *, in.
from collections import deque

d = deque(range(7))
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
d.rotate(0)
d.rotate(14)
print(d)
d.rotate()
print(d)
d = deque('abcabca')
print(d.count('a'), d.count('z'), d.index('c'), d.index('a', 1), d.index('a', 4, 7))
for args in [('z',), ('a', 7), ('b', 2, 4)]:
    try:
        d.index(*args)
    except ValueError as e:
        print('ValueError', e)
d.insert(0, 'S')
d.insert(100, 'E')
d.insert(-1, 'M')
d.insert(-100, 'F')
print(d)
d.remove('a')
print(d)
try:
    d.remove('q')
except ValueError as e:
    print('ValueError', e)
d.reverse()
print(d)
c = d.copy()
c.append('!')
print(c == d, c != d, len(c), len(d))
print(d[0], d[-1], d[3])
d[0] = 'first'
d[-1] = 'last'
del d[1]
print(d)
for bad in (lambda: d[100], lambda: d[-100], lambda: d.__setitem__(50, 1),
            lambda: d.__delitem__(50)):
    try:
        bad()
    except IndexError as e:
        print('IndexError', e)
try:
    d['x']
except TypeError as e:
    print('TypeError', e)
a = deque([1, 2, 3])
b = deque([1, 2, 4])
print(a < b, a <= b, a > b, a == deque([1, 2, 3]), a == [1, 2, 3], a != [1, 2, 3])
print(deque([1]) < deque([1, 0]), deque() == deque(), deque([2]) > deque([1, 9]))
try:
    a < [1]
except TypeError as e:
    print('TypeError', e)
print(a + b, a * 2, 2 * a, a * 0, 3 in a, 9 in a, 9 not in a)
try:
    a + [4]
except TypeError as e:
    print('TypeError', e)
a *= 2
print(a)
a += 'xy'
print(a)
