# set membership/removal with unhashable values: the set-to-frozenset rule and "unhashable type" errors.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
s = {1, frozenset({2, 3}), (4, 5), frozenset()}
show(1, lambda: {2, 3} in s)
show(2, lambda: set() in s)
show(3, lambda: {9} in s)
show(4, lambda: [1] in s)
show(5, lambda: {1: 2} in s)
show(6, lambda: (4, [5]) in s)
show(7, lambda: bytearray(b'x') in s)
class SubSet(set):
    pass
show(8, lambda: SubSet({2, 3}) in s)
f = frozenset(s)
show(9, lambda: {2, 3} in f)
show(10, lambda: [1] in f)
def rem(x):
    t = set(s)
    t.remove(x)
    return len(t)
def disc(x):
    t = set(s)
    t.discard(x)
    return len(t)
for x in [{2, 3}, set(), {7}, [1], {}, SubSet({2, 3})]:
    show(('remove', type(x).__name__), lambda: rem(x))
    show(('discard', type(x).__name__), lambda: disc(x))
show(11, lambda: s.add({1}))
show(12, lambda: s.add([1]))
show(13, lambda: set([[1]]))
show(14, lambda: {[1]})
show(15, lambda: {1, 2} | {3: 4}.keys())
show(16, lambda: set().union([[1]]))
show(17, lambda: {1}.issubset([[1]]))
show(18, lambda: {1}.isdisjoint([[1]]))
show(19, lambda: {1}.intersection([[1]]))
show(20, lambda: {1}.difference([[1]]))
show(21, lambda: {1}.symmetric_difference([[1]]))
show(22, lambda: frozenset({1}) in {frozenset({1}): 'v'})
show(23, lambda: {frozenset({1}): 'v'}[{1}] if False else 'dicts do not convert')
show(24, lambda: {frozenset({1}): 'v'}[frozenset([1])])
show(25, lambda: {frozenset({1}): 'v'}.get({1}))
show(26, lambda: hash({1}))
class H:
    __hash__ = None
show(27, lambda: H() in {1})
show(28, lambda: {H()})
show(29, lambda: frozenset([H()]))
