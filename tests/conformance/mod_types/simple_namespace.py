# types.SimpleNamespace: construction, repr, equality, attribute access.
import types

ns = types.SimpleNamespace(a=1, b='two')
print(ns)
print(repr(ns))
print(ns.a, ns.b)
ns.c = [3]
print(ns)
del ns.a
print(ns)
print(types.SimpleNamespace())
print(types.SimpleNamespace({'x': 1, 'y': 2}))
print(types.SimpleNamespace({'x': 1}, y=5))
print(types.SimpleNamespace([('p', 0), ('q', 1)]))
print(types.SimpleNamespace(a=1) == types.SimpleNamespace(a=1))
print(types.SimpleNamespace(a=1) == types.SimpleNamespace(a=2))
print(types.SimpleNamespace(a=1, b=2) == types.SimpleNamespace(b=2, a=1))
print(types.SimpleNamespace(a=1) != types.SimpleNamespace(a=1))
print(types.SimpleNamespace(a=1) == {'a': 1})
print(vars(types.SimpleNamespace(k=9)))
print(types.SimpleNamespace(a=1).__dict__)
try:
    hash(types.SimpleNamespace())
except TypeError as e:
    print('TypeError')
try:
    types.SimpleNamespace().missing
except AttributeError as e:
    print('AttributeError', e.name)
nested = types.SimpleNamespace(inner=types.SimpleNamespace(v=[1, 2]), s='x')
print(nested)
me = types.SimpleNamespace(name='me')
me.self = me
print(me)

class Config(types.SimpleNamespace):
    pass

c = Config(debug=True, level=3)
print(c)
print(c == types.SimpleNamespace(debug=True, level=3))
print(isinstance(c, types.SimpleNamespace))
print(types.SimpleNamespace.__name__, types.SimpleNamespace.__module__)
print(sorted(k for k in vars(types.SimpleNamespace(z=1, a=2))))
