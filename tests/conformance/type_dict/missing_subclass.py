# dict subclasses: __missing__, overridden __getitem__/__setitem__/keys and which dict operations use them.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)

class Counter(dict):
    def __missing__(self, key):
        return 0
c = Counter()
for ch in 'mississippi':
    c[ch] += 1
print(sorted(c.items()), c['z'], 'z' in c, c.get('z'), len(c))
class Default(dict):
    def __missing__(self, key):
        value = self[key] = [key]
        return value
d = Default()
d['a'].append(1)
print(d, d['b'], d)
class Loud(dict):
    def __getitem__(self, k):
        print('  getitem', k)
        return super().__getitem__(k)
    def __setitem__(self, k, v):
        print('  setitem', k, v)
        super().__setitem__(k, v)
    def keys(self):
        print('  keys')
        return super().keys()
L = Loud(a=1, b=2)
show(1, lambda: L['a'])
show(2, lambda: L.get('a'))
show(3, lambda: dict(L))
show(4, lambda: {**L})
show(5, lambda: dict({}, **L))
show(6, lambda: L.update(c=3))
show(7, lambda: L.setdefault('d', 4))
show(8, lambda: Loud({'x': 1}))
show(9, lambda: {}.update(L))
def upd():
    x = {}
    x.update(L)
    return x
show(10, upd)
show(11, lambda: L | {'z': 0})
show(12, lambda: {'z': 0} | L)
show(13, lambda: L.copy())
show(14, lambda: type(L.copy()).__name__)
class MissingNotCalled(dict):
    def __missing__(self, key):
        return 'missing-' + str(key)
m = MissingNotCalled(a=1)
show(15, lambda: m['q'])
show(16, lambda: m.get('q'))
show(17, lambda: m.pop('q', 'dflt'))
show(18, lambda: m.setdefault('q'))
show(19, lambda: '{q}'.format_map(m))
show(20, lambda: '%(r)s' % m)
class MissingAttr(dict):
    __missing__ = None
show(21, lambda: MissingAttr()['x'])
class MissingRaises(dict):
    def __missing__(self, key):
        raise KeyError('custom ' + key)
show(22, lambda: MissingRaises()['x'])
show(23, lambda: repr(Counter(a=1)))
show(24, lambda: Counter(a=1) == {'a': 1})
show(25, lambda: isinstance(Counter(), dict))
class Eq(dict):
    def __eq__(self, other):
        return 'custom-eq'
show(26, lambda: Eq() == {})
show(27, lambda: {} == Eq())
show(28, lambda: Eq() != {})
class Hashable(dict):
    def __hash__(self):
        return 42
show(29, lambda: hash(Hashable()))
show(30, lambda: {Hashable(): 1})
