# dict views: set operations on keys/items, reversed, mapping attribute, reprs, | and |=.
def show(label, fn):
    try:
        r = fn()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

d = {'a': 1, 'b': 2, 'c': 3}
e = {'b': 2, 'c': 30, 'd': 4}
show(1, lambda: d.keys())
show(2, lambda: d.values())
show(3, lambda: d.items())
show(4, lambda: {}.keys())
show(5, lambda: sorted(d.keys() & e.keys()))
show(6, lambda: sorted(d.keys() | e.keys()))
show(7, lambda: sorted(d.keys() - e.keys()))
show(8, lambda: sorted(d.keys() ^ e.keys()))
show(9, lambda: sorted(d.items() & e.items()))
show(10, lambda: sorted(d.items() - e.items()))
show(11, lambda: sorted(d.items() | e.items()))
show(12, lambda: sorted(d.items() ^ e.items()))
show(13, lambda: sorted(d.keys() & ['a', 'z']))
show(14, lambda: sorted(['a', 'z'] & d.keys()))
show(15, lambda: sorted(d.keys() | 'xy'))
show(16, lambda: sorted(d.keys() - {'a'}))
show(17, lambda: sorted({'a', 'q'} - d.keys()))
show(18, lambda: type(d.keys() & e.keys()).__name__)
show(19, lambda: d.keys() & 5)
show(20, lambda: d.values() & e.values())
show(21, lambda: d.keys() == {'a', 'b', 'c'})
show(22, lambda: d.keys() == ['a', 'b', 'c'])
show(23, lambda: d.items() == {('a', 1), ('b', 2), ('c', 3)})
show(24, lambda: d.values() == d.values())
show(25, lambda: d.keys() < {'a', 'b', 'c', 'd'})
show(26, lambda: d.keys() <= d.keys())
show(27, lambda: d.keys() > {'a'})
show(28, lambda: d.keys().isdisjoint(['x']))
show(29, lambda: d.items().isdisjoint([('a', 1)]))
show(30, lambda: list(reversed(d)))
show(31, lambda: list(reversed(d.keys())))
show(32, lambda: list(reversed(d.values())))
show(33, lambda: list(reversed(d.items())))
show(34, lambda: d.keys().mapping)
show(35, lambda: d.items().mapping is d.values().mapping)
show(36, lambda: type(d.keys().mapping).__name__)
show(37, lambda: 'a' in d.keys())
show(38, lambda: ('a', 1) in d.items())
show(39, lambda: ('a', 2) in d.items())
show(40, lambda: ['a', 1] in d.items())
show(41, lambda: 1 in d.values())
show(42, lambda: [] in d.keys())
show(43, lambda: ([], 1) in d.items())
show(44, lambda: ('a',) in d.items())
show(45, lambda: len(d.items()))
show(46, lambda: d | e)
show(47, lambda: e | d)
show(48, lambda: d | [('z', 1)])
show(49, lambda: [('z', 1)] | d)
def f50():
    x = dict(d)
    x |= [('z', 26)]
    x |= {'a': 0}
    return x
show(50, f50)
def f51():
    x = dict(d)
    x |= 5
show(51, f51)
def f52():
    x = dict(d)
    x |= ['ab', 'cd']
    return x
show(52, f52)
show(53, lambda: sorted(map(repr, d.keys() | d.values())))
show(54, lambda: repr({1: {2: {}}}.items()))
class K:
    def __repr__(self):
        return 'K'
show(55, lambda: {K(): K()}.items())
show(56, lambda: d.keys().__reversed__().__class__.__name__)
show(57, lambda: iter(d.items()).__class__.__name__)
show(58, lambda: iter(d.values()).__length_hint__())
show(59, lambda: hash(d.keys()))
show(60, lambda: d.keys() ^ ('a', 'q') == {'b', 'c', 'q'})
show(61, lambda: {1: 2}.items() | {(3, 4)} == {(1, 2), (3, 4)})
show(62, lambda: {1: []}.items() | {(3, 4)})
show(63, lambda: {1: []}.items() & {(1, 4)})
show(64, lambda: {1: []}.items() - set())
show(65, lambda: dict.fromkeys('ab').keys() - 'a')
show(66, lambda: d.values().__class__.__name__)
show(67, lambda: d.keys().__class__.__name__)
