# dict(): every constructor form, the sequence-element errors, keyword merging and fromkeys variants.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
args = [[], [(1, 2)], [(1, 2), (1, 3)], ['ab', 'cd'], [[1, 2]], [(1,)], [(1, 2, 3)], [1], ['a'], ['abc'], [b'xy'],
        [(1, 2), 5], [(1, 2), (3,)], [range(2)], [iter((1, 2))], [{1: 2}.items()], [{'k': 'v'}], [{}], [None], [5],
        [[(i, i * i) for i in range(5)]], [zip('ab', [1, 2])], [((), ())], [([], 1)], [(1, [])]]
for i, a in enumerate(args):
    show(i, lambda: dict(*a))
for kw in [{}, {'a': 1}, {'a': 1, 'b': 2}]:
    show(('kw', kw), lambda: dict([('a', 0), ('c', 3)], **kw))
    show(('kwmap', kw), lambda: dict({'a': 0}, **kw))
show(1, lambda: dict({}, {}))
show(2, lambda: dict(a=1, **{'a': 2}))
show(3, lambda: dict(**{1: 2}))
show(4, lambda: dict.fromkeys([1, 2, 1]))
show(5, lambda: dict.fromkeys('abc', []))
show(6, lambda: dict.fromkeys({'x': 1, 'y': 2}, 0))
show(7, lambda: dict.fromkeys(range(3), None))
show(8, lambda: dict.fromkeys(iter('ab')))
show(9, lambda: dict.fromkeys([[]]))
show(10, lambda: dict.fromkeys(1))
def upd(*a, **k):
    d = {'z': 0}
    d.update(*a, **k)
    return d
for i, a in enumerate(args[:14]):
    show(('update', i), lambda: upd(*a))
show(11, lambda: upd(a=1))
show(12, lambda: upd([('a', 1)], [('b', 2)]))
show(13, lambda: upd(None))
class PairLike:
    def __iter__(self):
        return iter([('p', 1), ('q', 2)])
show(14, lambda: dict(PairLike()))
class BadLen:
    def __iter__(self):
        return iter([1, 2, 3])
show(15, lambda: dict([BadLen()]))
