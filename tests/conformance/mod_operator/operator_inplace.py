# The in-place operator functions return the result and mutate mutable operands.
import operator

lst = [1, 2]
r = operator.iadd(lst, [3])
print(r, r is lst, lst)
r = operator.iconcat(lst, (4,))
print(r, r is lst)
r = operator.imul(lst, 2)
print(r, r is lst)
x = 10
for name in ['iadd', 'isub', 'imul', 'itruediv', 'ifloordiv', 'imod', 'ipow', 'ilshift',
             'irshift', 'iand', 'ior', 'ixor']:
    print(name, getattr(operator, name)(x, 3), x)
s = {1, 2}
print(operator.ior(s, {3}), s)
print(operator.iand(s, {1, 3}), s)
print(operator.ixor(s, {1, 9}), s)
print(operator.isub(s, {9}), s)
t = (1,)
print(operator.iadd(t, (2,)), t)
print(operator.__iadd__ is operator.iadd, operator.__ior__ is operator.ior,
      operator.__iconcat__ is operator.iconcat)
try:
    operator.iconcat(5, [1])
except TypeError as e:
    print('TypeError', e)

class Acc:
    def __init__(self):
        self.log = []
    def __iadd__(self, other):
        self.log.append(other)
        return self
    def __isub__(self, other):
        return 'replaced'

a = Acc()
print(operator.iadd(a, 1) is a, operator.iadd(a, 2).log, operator.isub(a, 0))
