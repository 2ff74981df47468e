# namedtuple: rename, defaults, module, and invalid-name errors.
from collections import namedtuple

R = namedtuple('R', ['abc', 'def', 'ghi', 'abc', '_x', '1y'], rename=True)
print(R._fields)
D = namedtuple('D', 'a b c', defaults=[2, 3])
print(D(1), D(1, 5), D._field_defaults, D.__new__.__defaults__)
print(namedtuple('All', 'a b', defaults=(1, 2))())
print(namedtuple('NoDef', 'a', defaults=None)._field_defaults)
try:
    namedtuple('Bad', 'a', defaults=[1, 2])
except TypeError as e:
    print('TypeError', e)
M = namedtuple('M', 'v', module='some.module')
print(M.__module__, M(1))
for name, fields in [('1x', 'a'), ('ok', '1x'), ('ok', 'a-b'), ('class', 'a'), ('ok', 'def'),
                     ('ok', '_private'), ('ok', 'a a'), ('ok', 'a b a'), ('with space', 'a')]:
    try:
        namedtuple(name, fields)
        print('ok', name, fields)
    except ValueError as e:
        print('ValueError', e)
try:
    namedtuple('T', [1, 2])
except ValueError as e:
    print('ValueError', e)
T = namedtuple('T', iter(['p', 'q']))
print(T(1, 2))
try:
    D()
except TypeError as e:
    print('TypeError', e)
print(D(c=9, a=0))
