# operator functions used as keys and reducers, the typical idioms.
import operator
from functools import reduce

nums = list(range(1, 11))
print(reduce(operator.add, nums), reduce(operator.mul, nums), reduce(operator.xor, nums))
print(reduce(operator.or_, [1, 2, 4, 8]), reduce(operator.and_, [15, 7, 3]))
print(list(map(operator.mul, [1, 2, 3], [4, 5, 6])), list(map(operator.neg, [1, -2])))
print(list(filter(operator.truth, [0, 1, '', 'a', None, [], [0]])))
data = [{'n': 'x', 'v': 3}, {'n': 'y', 'v': 1}, {'n': 'z', 'v': 2}, {'n': 'w', 'v': 1}]
print([d['n'] for d in sorted(data, key=operator.itemgetter('v'))])
print([d['n'] for d in sorted(data, key=operator.itemgetter('v', 'n'))])
print(max(data, key=operator.itemgetter('v'))['n'], min(data, key=operator.itemgetter('v'))['n'])
words = ['Banana', 'apple', 'cherry']
print(sorted(words, key=operator.methodcaller('lower')))
print(list(map(operator.attrgetter('real', 'imag'), [1 + 2j, 3j])))
print(list(map(operator.contains, ['abc', 'xyz'], ['b', 'b'])))
print(sorted(operator.__all__)[:10], len(operator.__all__) >= 54)
comparisons = (operator.lt, operator.le, operator.eq, operator.ne, operator.ge, operator.gt)
print([f(5, 2) for f in comparisons])
