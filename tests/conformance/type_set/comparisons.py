# Subset/superset comparisons between sets, frozensets and views; equality across set types; errors with non-sets.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
sets = [set(), {1}, {2}, {1, 2}, {1, 2, 3}, frozenset(), frozenset({1, 2}), frozenset({3})]
for a in sets:
    print(sorted(a), type(a).__name__, [(a < b, a <= b, a == b, a != b, a >= b, a > b) for b in sets])
for a in sets[:5]:
    print(sorted(a), a.issubset({1, 2, 3}), a.issuperset([1]), a.isdisjoint((2, 3)), a.issubset(range(3)), a.issuperset(''))
keys = {1: 'a', 2: 'b'}.keys()
show(1, lambda: {1, 2} == keys)
show(2, lambda: {1} < keys)
show(3, lambda: keys > {1})
show(4, lambda: frozenset({1, 2}) <= keys)
show(5, lambda: {1} < [1, 2])
show(6, lambda: {1} <= (1,))
show(7, lambda: {1} > 'a')
show(8, lambda: {1} == [1])
show(9, lambda: {1} != (1,))
show(10, lambda: sorted([{3}, {1}, {2}]))
show(11, lambda: max({1}, {1, 2}))
show(12, lambda: {1}.__lt__([1]))
show(13, lambda: {1}.__eq__(frozenset({1})))
show(14, lambda: set.__le__(frozenset(), {1}))
