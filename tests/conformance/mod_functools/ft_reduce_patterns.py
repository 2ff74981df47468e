# reduce in common patterns: flattening, composing functions, merging dicts, gcd, max-by.
from functools import reduce, partial
import operator

print(reduce(operator.add, [[1, 2], [3], [], [4, 5]], []))
compose = lambda *fs: reduce(lambda f, g: lambda x: f(g(x)), fs)
inc = partial(operator.add, 1)
dbl = partial(operator.mul, 2)
print(compose(inc, dbl)(5), compose(dbl, inc)(5), compose(str, inc, dbl)(10))
dicts = [{'a': 1}, {'b': 2}, {'a': 3, 'c': 4}]
print(reduce(lambda acc, d: {**acc, **d}, dicts, {}), reduce(operator.or_, dicts))
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
print(reduce(gcd, [84, 126, 210, 462]), reduce(lambda a, b: a * b // gcd(a, b), range(1, 21)))
print(reduce(lambda best, w: w if len(w) > len(best) else best, 'a bb ccc dd eee'.split()))
print(reduce(lambda acc, ch: acc * 10 + int(ch), '20240229', 0))
print(reduce(operator.getitem, ['a', 0, 'b'], {'a': [{'b': 'deep'}]}))
print(reduce(lambda s, x: s | {x % 5}, range(20), set()))
