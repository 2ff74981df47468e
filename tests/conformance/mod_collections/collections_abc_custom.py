# User classes against collections.abc: structural checks, mixins, register, abstract errors.
from collections.abc import (Iterable, Iterator, Sized, Container, Hashable, Callable,
                             Sequence, MutableSequence, Mapping, MutableMapping, Set,
                             MutableSet, Collection, Reversible)

class OnlyIter:
    def __iter__(self):
        return iter([1, 2])

class Unhashable:
    __hash__ = None

class NoIter(OnlyIter):
    __iter__ = None

class Lengthy:
    def __len__(self):
        return 3

class Full:
    def __len__(self):
        return 0
    def __iter__(self):
        return iter(())
    def __contains__(self, x):
        return False

print(isinstance(OnlyIter(), Iterable), isinstance(OnlyIter(), Iterator),
      issubclass(NoIter, Iterable))
print(isinstance(Unhashable(), Hashable), isinstance(object(), Hashable), isinstance([], Hashable))
print(isinstance(Lengthy(), Sized), isinstance(Lengthy(), Container),
      isinstance(Full(), Collection))
print(isinstance(Full, Callable), isinstance(Full(), Callable), issubclass(Full, Reversible))

class SeqLike:
    def __getitem__(self, i):
        return i
    def __len__(self):
        return 3
print(isinstance(SeqLike(), Sequence))
Sequence.register(SeqLike)
print(isinstance(SeqLike(), Sequence), issubclass(SeqLike, Collection))

class MySeq(Sequence):
    def __init__(self, *items):
        self.items = items
    def __getitem__(self, i):
        return self.items[i]
    def __len__(self):
        return len(self.items)

s = MySeq(3, 1, 3, 2)
print(list(s), 3 in s, 9 in s, list(reversed(s)), s.index(3), s.index(3, 1), s.count(3))
try:
    s.index(99)
except ValueError as e:
    print('ValueError', repr(e))

class MyMap(Mapping):
    def __init__(self, **kw):
        self._d = kw
    def __getitem__(self, k):
        return self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)

m = MyMap(a=1, b=2)
print(m['a'], m.get('z', 0), 'b' in m, list(m.keys()), list(m.items()), list(m.values()))
print(m == {'a': 1, 'b': 2}, m.keys() & {'a', 'q'}, isinstance(m.keys(), Set))
print(type(m.keys()).__name__, len(m.items()), ('a', 1) in m.items(), 2 in m.values())

class MyMutMap(MutableMapping):
    def __init__(self):
        self._d = {}
    def __getitem__(self, k):
        return self._d[k]
    def __setitem__(self, k, v):
        self._d[k] = v
    def __delitem__(self, k):
        del self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)

mm = MyMutMap()
mm.update({'x': 1}, y=2)
mm.update([('z', 3)])
print(dict(mm), mm.setdefault('w', 0), mm.pop('x'), mm.pop('nope', None), mm.popitem(), dict(mm))
mm.clear()
print(len(mm))

class MySet(Set):
    def __init__(self, items=()):
        self._s = list(dict.fromkeys(items))
    def __contains__(self, x):
        return x in self._s
    def __iter__(self):
        return iter(self._s)
    def __len__(self):
        return len(self._s)
    def __repr__(self):
        return 'MySet(%r)' % self._s

a, b = MySet('abc'), MySet('bcd')
print(a & b, a | b, a - b, a ^ b, a <= MySet('abcd'), a < a, a == MySet('cba'), a.isdisjoint('xyz'))

class Bad(Sequence):
    pass
try:
    Bad()
except TypeError as e:
    print('TypeError', e)

class MyList(MutableSequence):
    def __init__(self):
        self._l = []
    def __getitem__(self, i):
        return self._l[i]
    def __setitem__(self, i, v):
        self._l[i] = v
    def __delitem__(self, i):
        del self._l[i]
    def __len__(self):
        return len(self._l)
    def insert(self, i, v):
        self._l.insert(i, v)

ml = MyList()
ml.append(1)
ml.extend([2, 3, 4])
ml.reverse()
ml.remove(3)
ml += [9]
print(list(ml), ml.pop(), ml.pop(0), list(ml))
