# defaultdict: default_factory, __missing__, repr, copy, get vs [], errors.
from collections import defaultdict

d = defaultdict(list)
for k, v in [('a', 1), ('b', 2), ('a', 3)]:
    d[k].append(v)
print(d, dict(d), d.default_factory)
print(d.get('zz'), 'zz' in d, d['zz'], 'zz' in d)
counts = defaultdict(int)
for ch in 'mississippi':
    counts[ch] += 1
print(sorted(counts.items()), repr(counts).startswith("defaultdict(<class 'int'>"))
n = defaultdict()
print(n, n.default_factory)
try:
    n['x']
except KeyError as e:
    print('KeyError', e)
print(defaultdict(None, {'a': 1}), defaultdict(list, a=[1]), defaultdict(set, [('k', {1})]))
try:
    defaultdict(5)
except TypeError as e:
    print('TypeError', e)
c = d.copy()
c['new'].append(0)
print(type(c).__name__, c.default_factory is list, 'new' in d, sorted(c))
print(d.__missing__('m'), d['m'])
nested = defaultdict(lambda: defaultdict(int))
nested['x']['y'] += 2
print(dict(nested['x']), len(nested))
d.default_factory = str
print(repr(d['s']), d.default_factory)
print(isinstance(d, dict), defaultdict.__mro__[1].__name__)
u = defaultdict(int, {'a': 1}) | {'b': 2}
print(u, type(u).__name__)
v = {'z': 0} | defaultdict(int, {'a': 1})
print(v, type(v).__name__)
w = defaultdict(int)
w |= {'q': 1}
print(w)
print(defaultdict(list) == {}, defaultdict(int, a=1) == {'a': 1})
class Mine(defaultdict):
    pass
print(Mine(int, x=1))
