# copy.copy on atomic values, builtin containers, instances, __copy__ and slots.
import copy

for value in [1, 2.5, 'text', b'by', None, True, (1, [2]), frozenset({1}), range(3), len, int]:
    print(repr(value), copy.copy(value) is value)
lst = [1, [2, 3]]
c = copy.copy(lst)
print(c, c is lst, c[1] is lst[1])
d = {'a': [1]}
c = copy.copy(d)
print(c, c is d, c['a'] is d['a'])
s = {1, 2}
print(copy.copy(s), copy.copy(s) is s)
ba = bytearray(b'xy')
print(copy.copy(ba), copy.copy(ba) is ba)

class Plain:
    def __init__(self):
        self.x = [1]
        self.y = 'y'

p = Plain()
q = copy.copy(p)
print(type(q).__name__, q is p, q.x is p.x, q.y, sorted(vars(q)))

class Slotted:
    __slots__ = ('a', 'b')

s1 = Slotted()
s1.a = 10
s2 = copy.copy(s1)
print(s2.a, hasattr(s2, 'b'))

class Custom:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        print('  __copy__ called')
        return Custom(self.v * 2)

print(copy.copy(Custom(21)).v)

class WithState:
    def __init__(self):
        self.a = 1
        self.secret = 'hidden'
    def __getstate__(self):
        return {'a': self.a}
    def __setstate__(self, state):
        print('  setstate', state)
        self.__dict__.update(state)
        self.restored = True

w = copy.copy(WithState())
print(sorted(vars(w)))

class MyList(list):
    pass

ml = MyList([1, 2])
ml.attr = 'kept'
mc = copy.copy(ml)
print(type(mc).__name__, mc, mc.attr, mc is ml)

class MyDict(dict):
    pass

md = copy.copy(MyDict(a=1))
print(type(md).__name__, md)
print(copy.Error is copy.error, issubclass(copy.Error, Exception))
