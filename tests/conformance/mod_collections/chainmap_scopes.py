# ChainMap as nested scopes: lookups, shadowing, deletes affect only the innermost scope.
from collections import ChainMap

globals_ = {'x': 1, 'y': 2, 'print': 'builtin'}
scope = ChainMap(globals_)
trace = []
def enter(**bindings):
    global scope
    scope = scope.new_child(bindings)
    trace.append(dict(scope))
def leave():
    global scope
    scope = scope.parents
    trace.append(dict(scope))
enter(x=10)
enter(z=30, y=20)
print(scope['x'], scope['y'], scope['z'], scope['print'], len(scope))
scope['x'] = 100
print(scope.maps)
del scope['z']
print('z' in scope, scope.get('z', 'gone'))
leave()
print(scope['x'], 'z' in scope)
leave()
print(scope['x'], scope.maps)
for t in trace:
    print(sorted(t.items()))
deep = ChainMap(*[{'level': i, 'k%d' % i: i} for i in range(6)])
print(deep['level'], sorted(deep), len(deep), deep.parents.parents['level'])
