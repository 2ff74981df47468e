# product, permutations, combinations, combinations_with_replacement.
from itertools import product, permutations, combinations, combinations_with_replacement

print(list(product('AB', 'xy')), list(product(range(2), repeat=3)))
print(list(product()), list(product('ab', [])), list(product('ab', repeat=0)))
print(list(product('ab', 'c', repeat=2)))
print(list(permutations('ABC', 2)), list(permutations(range(3))))
print(list(permutations('ab', 3)), list(permutations('', 0)), list(permutations('abc', 0)))
print(list(combinations('ABCD', 2)), list(combinations(range(4), 3)))
print(list(combinations('abc', 4)), list(combinations('abc', 0)), list(combinations('', 0)))
print(list(combinations_with_replacement('ABC', 2)))
print(list(combinations_with_replacement('', 2)), list(combinations_with_replacement('ab', 0)))
print(len(list(permutations(range(6)))), len(list(combinations(range(10), 4))))
print(len(list(product(range(4), repeat=4))), len(list(combinations_with_replacement(range(5), 3))))
for bad in [lambda: permutations('abc', -1), lambda: combinations('abc', -1),
            lambda: combinations_with_replacement('a', -2), lambda: product('a', repeat=-1)]:
    try:
        bad()
    except ValueError as e:
        print('ValueError', e)
print(list(combinations([3, 1, 2], 2)), list(permutations([1, 1])))
print(sum(1 for _ in permutations(range(5), 3)))
print([type(x).__name__ for x in (product(), permutations(''), combinations('', 1),
                                   combinations_with_replacement('', 1))])
it = iter('xyz')
print(list(combinations(it, 2)), list(it))
