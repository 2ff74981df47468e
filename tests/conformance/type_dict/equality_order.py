# dict equality ignores order, compares values with ==, refuses ordering; insertion order after deletes and reinserts.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
nan = float('nan')
pairs = [({}, {}), ({1: 2}, {1: 2.0}), ({1: 2, 3: 4}, {3: 4, 1: 2}), ({1: 2}, {1: 3}), ({1: 2}, {2: 2}), ({1: nan}, {1: nan}),
         ({1: [1]}, {1: [1]}), ({True: 1}, {1: 1}), ({'a': {'b': 1}}, {'a': {'b': 1}}), ({1: 2}, {1: 2, 3: 4})]
for a, b in pairs:
    print(a, b, a == b, a != b, b == a)
n = {1: nan}
show(1, lambda: n == n)
show(2, lambda: n == dict(n))
show(3, lambda: {1: 2} < {1: 2})
show(4, lambda: {1: 2} >= {})
show(5, lambda: {1: 2} == [(1, 2)])
show(6, lambda: {1: 2} == {1: 2}.items())
d = {}
for i in range(20):
    d[i] = i
for i in range(0, 20, 3):
    del d[i]
for i in range(0, 20, 6):
    d[i] = 'again'
print(list(d))
d[1] = 'overwritten'
print(list(d.items())[:4])
d2 = dict(sorted(d.items(), key=lambda kv: str(kv[0])))
print(list(d2), d2 == d)
class E:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        print('  eq', self.v, other.v)
        return self.v == other.v
    __hash__ = None
show(7, lambda: {1: E(1), 2: E(2)} == {2: E(2), 1: E(1)})
show(8, lambda: {1: E(1)} == {1: E(5)})
show(9, lambda: list({'b': 1, 'a': 2, 'c': 3}))
show(10, lambda: list({**{'x': 1}, 'y': 2, **{'x': 3}}.items()))
