# Sequence functions: getitem/setitem/delitem, contains, countOf, indexOf, length_hint, call.
import operator

a = [10, 20, 30, 40]
print(operator.getitem(a, 1), operator.getitem(a, slice(1, 3)), operator.getitem('abc', -1))
operator.setitem(a, 0, 'x')
operator.setitem(a, slice(2, 4), ['y'])
print(a)
operator.delitem(a, 0)
print(a)
d = {'k': 1}
operator.setitem(d, 'j', 2)
operator.delitem(d, 'k')
print(d, operator.getitem(d, 'j'))
print(operator.contains([1, 2], 2), operator.contains('abc', 'bc'), operator.contains({}, 1))
print(operator.countOf([1, 2, 1, 1.0, True], 1), operator.countOf('banana', 'a'))
print(operator.indexOf([5, 6, 7], 7), operator.indexOf('xyz', 'y'))
try:
    operator.indexOf([1], 2)
except ValueError as e:
    print('ValueError', e)
try:
    operator.getitem([1], 5)
except IndexError as e:
    print('IndexError', e)
try:
    operator.delitem({}, 'missing')
except KeyError as e:
    print('KeyError', e)
print(operator.length_hint([1, 2, 3]), operator.length_hint(iter(range(7))))
print(operator.length_hint(x for x in []), operator.length_hint(5, 42))

class Hint:
    def __length_hint__(self):
        return 9

class NoHint:
    def __length_hint__(self):
        return NotImplemented

class BadHint:
    def __length_hint__(self):
        return -1

print(operator.length_hint(Hint()), operator.length_hint(NoHint(), 3))
try:
    operator.length_hint(BadHint())
except ValueError as e:
    print('ValueError', e)
try:
    operator.length_hint([], 'x')
except TypeError as e:
    print('TypeError', e)
print(operator.call(max, 3, 9, 4), operator.call(sorted, [3, 1], reverse=True))
print(operator.__getitem__ is operator.getitem, operator.__contains__ is operator.contains,
      operator.__call__ is operator.call, operator.__index__ is operator.index)
it = iter([1, 2, 3])
next(it)
print(operator.length_hint(it))
