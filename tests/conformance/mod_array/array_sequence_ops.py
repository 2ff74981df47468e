# Indexing, slicing, concatenation, repetition, comparison and membership.
import array
a = array.array('i', [1, 2, 3, 4, 5])
print(a[0], a[-1], a[1:3], a[::-1], a[::2], a[10:], type(a[1:2]).__name__)
for key in [5, -6]:
    try:
        a[key]
    except IndexError as e:
        print('IndexError', e)
try:
    a['x']
except TypeError as e:
    print('TypeError', e)
print(a + array.array('i', [6]), a * 2, 2 * array.array('b', [1]), a * 0, array.array('d', [1.0]) * -1)
for bad in [lambda: a + [1], lambda: a + array.array('b', [1]), lambda: a * 1.5]:
    try:
        bad()
    except TypeError as e:
        print('TypeError', e)
b = array.array('i', [1, 2, 3])
print(a == b, b == array.array('i', [1, 2, 3]), b < a, a > b, b != a, b == array.array('d', [1.0, 2.0, 3.0]), b == [1, 2, 3])
print(3 in a, 9 in a, 2.0 in a, len(a), list(a), sum(a), max(a), sorted(array.array('i', [3, 1, 2])))
c = array.array('i', [1])
alias = c
c += array.array('i', [2, 3])
c *= 2
print(c, alias is c)
try:
    c += [1]
except TypeError as e:
    print('TypeError', e)
try:
    c += array.array('d', [1.0])
except TypeError as e:
    print('TypeError', e)
