# OrderedDict: move_to_end, popitem(last=), order-sensitive ==, reversed, repr, views.
from collections import OrderedDict

od = OrderedDict()
print(od, repr(od))
od['b'] = 1
od['a'] = 2
od['c'] = 3
print(od, list(od), list(od.keys()), list(od.values()), list(od.items()))
od.move_to_end('b')
print(list(od))
od.move_to_end('c', last=False)
print(list(od))
try:
    od.move_to_end('zz')
except KeyError as e:
    print('KeyError', e)
print(od.popitem(), od.popitem(last=False), od)
try:
    OrderedDict().popitem()
except KeyError as e:
    print('KeyError', e)
x = OrderedDict([('a', 1), ('b', 2)])
y = OrderedDict([('b', 2), ('a', 1)])
print(x == y, dict(x) == dict(y), x == {'b': 2, 'a': 1}, {'b': 2, 'a': 1} == x, x != y)
print(list(reversed(x)), list(reversed(x.items())), list(reversed(x.values())),
      list(reversed(x.keys())))
print(OrderedDict(a=1, b=2), OrderedDict.fromkeys('xyz', 0), OrderedDict.fromkeys('ab'))
z = x.copy()
z['c'] = 3
print(z, x, type(z).__name__)
print(z.pop('a'), z.pop('nope', 'dflt'), z.setdefault('d', 4), z.setdefault('b', 9), z)
z.update([('e', 5)], f=6)
print(z)
del z['b']
z['b'] = 'new'
print(list(z.items()))
print(OrderedDict(a=1) | {'b': 2}, {'b': 2} | OrderedDict(a=1),
      type({'b': 2} | OrderedDict(a=1)).__name__)
r = OrderedDict(a=1)
r['self'] = r
print(r)
print(isinstance(OrderedDict(), dict), OrderedDict([('k', [1])]))
print(OrderedDict.__hash__ is None)
print(OrderedDict(x=1).keys(), OrderedDict(x=1).items(), OrderedDict(x=1).values())
