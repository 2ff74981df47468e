# Containment, count, index, remove and == on lists call __eq__ in a defined order; mutation during these is safe.
def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
class E:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        print('  eq', self.v, getattr(o, 'v', o))
        return NotImplemented
    def __hash__(self):
        return 1
    def __repr__(self):
        return 'E%d' % self.v
show(1, lambda: E(1) in [E(2), E(3)])
show(2, lambda: [E(1)] == [E(2)])
show(3, lambda: (E(1),) == (E(2),))
show(4, lambda: [1, E(2)].count(E(3)))
show(5, lambda: [E(1), 2].index(2))
show(6, lambda: E(1) in {E(2)})
show(7, lambda: {E(1): 1}.get(E(2)))
class Mut:
    def __init__(self, L):
        self.L = L
    def __eq__(self, o):
        self.L.clear()
        return False
    def __repr__(self):
        return 'Mut'
for name in ['count', 'contains', 'remove', 'index']:
    L = [1, 2, 3]
    m = Mut(L)
    try:
        if name == 'count':
            r = L.count(m)
        elif name == 'contains':
            r = m in L
        elif name == 'remove':
            r = L.remove(m)
        else:
            r = L.index(m)
        print(name, r, L)
    except ValueError as e:
        print(name, 'ValueError', e, L)
class Always:
    def __eq__(self, o):
        return True
show(8, lambda: [1, 2, 3].index(Always()))
show(9, lambda: [1, 2, 3].count(Always()))
def rm():
    L = [1, 2, 3]
    L.remove(Always())
    return L
show(10, rm)
show(11, lambda: Always() in [])
show(12, lambda: [Always()] == [5])
show(13, lambda: [5] == [Always()])
class Raiser:
    def __eq__(self, o):
        raise ZeroDivisionError('eq raised')
show(14, lambda: [Raiser()] == [1])
show(15, lambda: 1 in [Raiser()])
r = Raiser()
show(16, lambda: r in [r])
show(17, lambda: [r] == [r])
