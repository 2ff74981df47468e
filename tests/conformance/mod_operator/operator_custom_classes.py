# operator functions dispatch to dunders, reflected operands and NotImplemented like the syntax.
import operator

class V:
    def __init__(self, x):
        self.x = x
    def __add__(self, o):
        return V(self.x + (o.x if isinstance(o, V) else o))
    def __radd__(self, o):
        return V(o + self.x)
    def __eq__(self, o):
        return isinstance(o, V) and self.x == o.x
    def __lt__(self, o):
        return self.x < o.x
    def __neg__(self):
        return V(-self.x)
    def __bool__(self):
        return self.x != 0
    def __index__(self):
        return self.x
    def __getitem__(self, k):
        return (self.x, k)
    def __contains__(self, item):
        return item == self.x
    def __repr__(self):
        return 'V(%r)' % self.x

a, b = V(2), V(5)
print(operator.add(a, b), operator.add(a, 1), operator.add(1, a), operator.neg(a))
print(operator.eq(a, V(2)), operator.ne(a, b), operator.lt(a, b), operator.gt(a, b))
print(operator.truth(V(0)), operator.not_(V(0)), operator.index(b), operator.getitem(a, 'k'))
print(operator.contains(a, 2), operator.contains(a, 3), operator.countOf([a, V(2), b], V(2)))
print(operator.indexOf([b, a], V(2)), sorted([b, a, V(1)]), [1, 2, 3][operator.index(V(1))])
try:
    operator.sub(a, b)
except TypeError as e:
    print('TypeError', e)
try:
    operator.le(a, b)
except TypeError as e:
    print('TypeError', e)
class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10
print(operator.contains(Seq(), 20), operator.countOf(Seq(), 10), operator.indexOf(Seq(), 20))
