# types.MappingProxyType: a read-only live view of a mapping.
import types

d = {'a': 1, 'b': 2}
p = types.MappingProxyType(d)
print(p)
print(p['a'], len(p), 'a' in p, 'z' in p)
print(list(p), list(p.keys()), list(p.values()), list(p.items()))
print(p.get('b'), p.get('z'), p.get('z', 0))
d['c'] = 3
print(p['c'], len(p))
try:
    p['x'] = 1
except TypeError as e:
    print('TypeError', e)
try:
    del p['a']
except TypeError as e:
    print('TypeError', 'mappingproxy' in str(e))
try:
    p.pop('a')
except AttributeError as e:
    print('AttributeError', type(e).__name__)
c = p.copy()
print(c, type(c).__name__)
print(p == d, p == {'a': 1})
print(dict(p))
try:
    types.MappingProxyType([1, 2])
except TypeError as e:
    print('TypeError', e)
try:
    p['missing']
except KeyError as e:
    print('KeyError', e)
print(type(int.__dict__).__name__)
print(type(p) is types.MappingProxyType)
