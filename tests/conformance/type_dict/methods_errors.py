# dict methods: setdefault, popitem, fromkeys, update forms and errors, copy, ordering, comparisons.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)

show(1, lambda: {}.popitem())
def f2():
    d = {1: 'a', 2: 'b', 3: 'c'}
    return d.popitem(), d.popitem(), d
show(2, f2)
def f3():
    d = {}
    return d.setdefault('k'), d.setdefault('k', 5), d.setdefault('j', []), d
show(3, f3)
show(4, lambda: {}.setdefault())
show(5, lambda: {}.setdefault([], 1))
show(6, lambda: dict.fromkeys('abc'))
show(7, lambda: dict.fromkeys('abc', 0))
show(8, lambda: dict.fromkeys(range(3), []))
show(9, lambda: dict.fromkeys(5))
show(10, lambda: dict.fromkeys())
show(11, lambda: dict.fromkeys([[1]]))
class OD(dict):
    pass
show(12, lambda: type(OD.fromkeys('ab')).__name__)
show(13, lambda: dict([(1, 2), [3, 4], 'ab']))
show(14, lambda: dict([(1, 2), (3,)]))
show(15, lambda: dict([1]))
show(16, lambda: dict(['abc']))
show(17, lambda: dict([(1, 2, 3)]))
show(18, lambda: dict(5))
show(19, lambda: dict({1: 2}, a=3))
show(20, lambda: dict(a=1, b=2))
show(21, lambda: dict([('a', 1)], a=2))
show(22, lambda: dict({}, {}))
def f23():
    d = {}
    d.update([(1, 2)], x=3)
    d.update({4: 5})
    d.update(y=6)
    d.update()
    return d
show(23, f23)
def f24():
    d = {}
    d.update([(1, 2), 5])
show(24, f24)
def f25():
    d = {}
    d.update([(1, 2), (3, 4, 5)])
show(25, f25)
def f26():
    d = {}
    d.update(1, 2)
show(26, f26)
class KeysOnly:
    def keys(self):
        return ['a', 'b']
    def __getitem__(self, k):
        return k.upper()
show(27, lambda: dict(KeysOnly()))
def f28():
    d = {}
    d.update(KeysOnly())
    return d
show(28, f28)
def f29():
    d = {i: i for i in range(10)}
    for i in range(0, 10, 2):
        del d[i]
    d[0] = 'back'
    d[3] = 'replaced'
    return list(d.items())
show(29, f29)
def f30():
    d = {'a': 1, 'b': 2}
    for k in d:
        d['c'] = 3
show(30, f30)
def f31():
    d = {'a': 1, 'b': 2}
    for k in d:
        del d['b']
show(31, f31)
def f32():
    d = {'a': 1, 'b': 2}
    for k in d:
        del d[k]
        d[k + 'x'] = 1
show(32, f32)
def f33():
    d = {'a': 1, 'b': 2}
    for v in d.values():
        d['a'] = 5
    return d
show(33, f33)
def f34():
    d = {'a': 1, 'b': 2}
    for kv in d.items():
        d.pop('a')
show(34, f34)
show(35, lambda: {1: 2}.pop(3))
show(36, lambda: {1: 2}.pop(3, None))
show(37, lambda: {1: 2}.pop())
show(38, lambda: {1: 2}.get())
show(39, lambda: {1: 2}.get(1, 2, 3))
show(40, lambda: {1: 2}.get([]))
show(41, lambda: {1: 2}[[]])
show(42, lambda: {1: 2}[3])
show(43, lambda: {1: 2}[(3, 4)])
show(44, lambda: {1: 2} == {1: 2.0})
show(45, lambda: {1: 2, 3: 4} == {3: 4, 1: 2})
show(46, lambda: {1: 2} < {1: 2})
show(47, lambda: {1: 2} != [1])
show(48, lambda: {1: 2}.copy())
def f49():
    d = {1: [2]}
    c = d.copy()
    c[1].append(3)
    c[2] = 0
    return d, c
show(49, f49)
class Miss(dict):
    def __missing__(self, k):
        return k * 2
m = Miss(a=1)
show(50, lambda: (m['a'], m['bb'], m.get('bb'), 'bb' in m, m))
class MissRaise(dict):
    def __missing__(self, k):
        raise LookupError('no ' + repr(k))
show(51, lambda: MissRaise()['x'])
class NoMissing(dict):
    pass
show(52, lambda: NoMissing()['x'])
show(53, lambda: {True: 'a', 1: 'b', 1.0: 'c'})
show(54, lambda: {[]: 1})
show(55, lambda: {**{1: 2}, **{1: 3, 4: 5}})
show(56, lambda: dict.__new__(dict))
show(57, lambda: {}.clear())
show(58, lambda: {1: 2}.keys() is not {1: 2}.keys())
show(59, lambda: {'a': 1}.__len__())
show(60, lambda: dict(zip('abc', range(3))))
show(61, lambda: {1: 2}.update({3: 4}, {5: 6}))
show(62, lambda: dict.fromkeys('a', 1, 2))
show(63, lambda: {1: 1} | 5)
show(64, lambda: {} == {}.keys())
show(65, lambda: del_missing())
def del_missing():
    d = {}
    del d['x']
show(66, lambda: {}.__delitem__(()))
show(67, lambda: dict([[1, 2]]))
show(68, lambda: dict([(x, y) for x, y in zip('ab', 'cd')]))
show(69, lambda: dict(iter([('k', 'v')])))
show(70, lambda: dict([b'xy']))
