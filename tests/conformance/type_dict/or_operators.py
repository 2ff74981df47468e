# dict | and |= with dicts, subclasses, views and non-mappings; precedence of later keys; result types.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
a = {'x': 1, 'y': 2}
b = {'y': 20, 'z': 30}
show(1, lambda: a | b)
show(2, lambda: b | a)
show(3, lambda: a | {})
show(4, lambda: {} | a)
show(5, lambda: a | a)
show(6, lambda: a | [('q', 1)])
show(7, lambda: sorted(map(repr, a | b.items())))
show(8, lambda: a | None)
show(9, lambda: None | a)
class D(dict):
    pass
class R(dict):
    def __ror__(self, other):
        return 'R.__ror__'
show(10, lambda: type(D(a) | b).__name__)
show(11, lambda: type(a | D(b)).__name__)
show(12, lambda: a | R())
show(13, lambda: R() | a)
def ior(rhs):
    d = dict(a)
    d |= rhs
    return d
for rhs in [b, {}, [('w', 0)], b.items(), zip('ab', 'cd'), ['xy'], 5, [1], [(1, 2, 3)], D(k=1)]:
    show(('|=', type(rhs).__name__), lambda: ior(rhs))
def chained():
    d = {}
    d |= {1: 1}
    d |= {2: 2}
    d |= {1: 'one'}
    return d, list(d)
show(14, chained)
show(15, lambda: {1: 1}.__or__([(2, 2)]))
show(16, lambda: {1: 1}.__ior__([(2, 2)]))
show(17, lambda: dict.__or__({}, {}))
