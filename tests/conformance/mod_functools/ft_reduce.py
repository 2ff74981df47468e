# functools.reduce with and without initial, errors, and various callables.
from functools import reduce
import operator

print(reduce(operator.add, [1, 2, 3, 4]), reduce(operator.add, [1, 2, 3, 4], 100))
print(reduce(lambda a, b: a * b, range(1, 8)), reduce(operator.add, [], 'init'))
print(reduce(operator.add, ['only']), reduce(lambda acc, x: acc + [x * 2], 'abc', []))
print(reduce(max, [3, 9, 2]), reduce(operator.concat, ['ab', 'cd', 'ef']))
print(reduce(lambda d, k: {**d, k: len(d)}, 'xyz', {}))
try:
    reduce(operator.add, [])
except TypeError as e:
    print('TypeError', e)
try:
    reduce(operator.add, iter(()))
except TypeError as e:
    print('TypeError', e)
try:
    reduce(operator.add, 5)
except TypeError as e:
    print('TypeError', e)
try:
    reduce(operator.add, [1, 'a'])
except TypeError as e:
    print('TypeError', e)
def gen():
    for i in range(5):
        yield i
print(reduce(operator.sub, gen()), reduce(operator.sub, gen(), 10))
print(reduce(lambda a, b: (a[0] + b, a[1] * b), range(1, 5), (0, 1)))
