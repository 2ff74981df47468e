# The arithmetic, bitwise and comparison functions of operator and their dunder aliases.
import operator

pairs = [(7, 3), (-7, 3), (7, -3), (2.5, 0.5), (10, 4), (0, 5)]
names = ['add', 'sub', 'mul', 'truediv', 'floordiv', 'mod', 'pow', 'lt', 'le', 'eq', 'ne',
         'ge', 'gt']
for a, b in pairs:
    print(a, b, [getattr(operator, n)(a, b) for n in names])
ints = [(6, 3), (-6, 3), (12, 10), (1, 5)]
for a, b in ints:
    print(a, b, operator.and_(a, b), operator.or_(a, b), operator.xor(a, b),
          operator.lshift(a, b), operator.rshift(a, b))
for v in [5, -5, 0, 2.5, True]:
    print(v, operator.neg(v), operator.pos(v), operator.abs(v), operator.not_(v),
          operator.truth(v))
print(operator.inv(5), operator.invert(-1), operator.index(7), operator.index(True))
print(operator.__add__ is operator.add, operator.__and__ is operator.and_,
      operator.__not__ is operator.not_, operator.__inv__ is operator.inv,
      operator.__invert__ is operator.invert)
print(operator.__mul__(3, 'ab'), operator.__sub__(10, 1), operator.__lt__(1, 2))
print(operator.add('x', 'y'), operator.add([1], [2]), operator.mul([0], 3))
print(operator.concat('ab', 'cd'), operator.concat([1], [2]), operator.concat((1,), (2,)))
for bad in [lambda: operator.add(1, 'a'), lambda: operator.concat(1, 2),
            lambda: operator.index(1.5), lambda: operator.neg('s'),
            lambda: operator.lt(1, 'a')]:
    try:
        bad()
    except TypeError as e:
        print('TypeError', e)
try:
    operator.truediv(1, 0)
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)

class Mat:
    def __init__(self, v):
        self.v = v
    def __matmul__(self, other):
        return Mat(self.v * other.v)
    def __imatmul__(self, other):
        self.v += other.v
        return self

print(operator.matmul(Mat(3), Mat(4)).v)
m = Mat(1)
print(operator.imatmul(m, Mat(5)) is m, m.v)
print(operator.is_(None, None), operator.is_not(1, None), operator.is_([], []))
