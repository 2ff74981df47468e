# types.new_class, prepare_class and resolve_bases.
import types

def body(ns):
    ns['greeting'] = 'hello'
    ns['shout'] = lambda self: self.greeting.upper()

A = types.new_class('A', (), {}, body)
print(A.__name__, A().shout(), A.greeting)
B = types.new_class('B', (A,))
print(B.__mro__[1].__name__, B().shout())

class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kwds):
        print('prepare', name, sorted(kwds))
        return {'from_prepare': True}

    def __new__(mcls, name, bases, ns, **kwds):
        print('new', name, sorted(kwds))
        return super().__new__(mcls, name, bases, ns)

    def __init__(cls, name, bases, ns, **kwds):
        super().__init__(name, bases, ns)

C = types.new_class('C', (), {'metaclass': Meta, 'flag': 1})
print(type(C).__name__, C.from_prepare)
meta, ns, kwds = types.prepare_class('D', (), {'metaclass': Meta, 'x': 2})
print(meta.__name__, ns, kwds)
meta, ns, kwds = types.prepare_class('E', (int,))
print(meta.__name__, ns, kwds)

class Entry:
    def __mro_entries__(self, bases):
        return (dict,)

print(types.resolve_bases((int, Entry())))
print(types.resolve_bases((int, str)))
F = types.new_class('F', (Entry(),))
print(F.__bases__, F.__orig_bases__[0].__class__.__name__)
print(types.get_original_bases(F)[0].__class__.__name__)
print(types.get_original_bases(A))

class M1(type):
    pass

class M2(type):
    pass

X = types.new_class('X', (), {'metaclass': M1})
Y = types.new_class('Y', (), {'metaclass': M2})
try:
    types.new_class('Z', (X, Y))
except TypeError as e:
    print('TypeError', e)
