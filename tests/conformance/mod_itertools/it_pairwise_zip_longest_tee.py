# pairwise, zip_longest with fillvalue, tee independence.
from itertools import pairwise, zip_longest, tee, islice

print(list(pairwise('ABCDEFG')), list(pairwise('A')), list(pairwise([])))
print(list(pairwise(range(5))))
print(list(zip_longest('ABCD', 'xy', fillvalue='-')))
print(list(zip_longest('ab', [1, 2, 3], (True,))), list(zip_longest()))
print(list(zip_longest([], [])), list(zip_longest('a')))
a, b = tee(range(5))
print(list(a), list(b))
a, b, c = tee('xyz', 3)
print(next(a), next(a), next(b), list(c), list(a), list(b))
print(tee([1], 0), len(tee([1], 5)))
source = iter(range(6))
x, y = tee(source)
print(list(islice(x, 3)), list(y), list(x))
try:
    tee([1], -1)
except ValueError as e:
    print('ValueError', e)
def noisy():
    for i in range(3):
        print('  produce', i)
        yield i
p, q = tee(noisy())
print(next(p), next(p), next(q))
print(list(q), list(p))
print([type(t).__name__ for t in (pairwise(''), zip_longest())])
