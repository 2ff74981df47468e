# ChainMap: lookups across maps, writes to the first map, new_child, parents, repr, errors.
from collections import ChainMap

defaults = {'color': 'red', 'user': 'guest', 'lang': 'en'}
env = {'user': 'admin'}
args = {'color': 'blue'}
cm = ChainMap(args, env, defaults)
print(cm['color'], cm['user'], cm['lang'], len(cm), sorted(cm))
print(list(cm), list(cm.keys()), list(cm.items()), list(cm.values()))
print(cm.get('missing'), cm.get('lang', 'x'), 'user' in cm, 'nope' in cm)
try:
    cm['nope']
except KeyError as e:
    print('KeyError', e)
cm['new'] = 1
cm['lang'] = 'fr'
print(args, defaults['lang'])
del cm['new']
try:
    del cm['user']
except KeyError as e:
    print('KeyError', e)
print(cm.maps[0] is args, len(cm.maps))
child = cm.new_child()
child['color'] = 'green'
print(child['color'], cm['color'], child.maps[0], len(child.maps))
child2 = cm.new_child({'a': 1}, b=2)
print(child2.maps[0])
child3 = cm.new_child(z=26)
print(child3.maps[0])
print(child.parents.maps == cm.maps, cm.parents)
print(ChainMap(), ChainMap({}).maps, bool(ChainMap()), bool(ChainMap({}, {'a': 1})))
print(ChainMap({'a': 1}, {'b': 2}))
print(cm.pop('color'), args)
try:
    cm.pop('color')
except KeyError as e:
    print('KeyError', e)
print(cm.pop('color', 'dflt'))
small = ChainMap({'k': 'v'}, {'j': 'w'})
print(small.popitem(), small)
try:
    small.popitem()
except KeyError as e:
    print('KeyError', e)
c2 = ChainMap({'a': 1}, {'b': 2})
cp = c2.copy()
cp['a'] = 100
print(c2['a'], cp['a'], cp.maps[1] is c2.maps[1], type(cp).__name__)
print(ChainMap.fromkeys('ab', 0))
print(ChainMap({'a': 1}) | {'b': 2}, {'z': 0} | ChainMap({'a': 1}))
c3 = ChainMap({'a': 1})
c3 |= {'c': 3}
print(c3)
c2.clear()
print(c2)
print(dict(ChainMap({'x': 1, 'y': 2}, {'y': 3, 'z': 4})))
