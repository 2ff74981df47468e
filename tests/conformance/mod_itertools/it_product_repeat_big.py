# product/permutations counts and orders agree with nested loops over thousands of tuples.
from itertools import product, permutations, combinations, combinations_with_replacement

loops = [(a, b, c) for a in range(5) for b in 'xyz' for c in (True, False)]
print(list(product(range(5), 'xyz', (True, False))) == loops, len(loops))
print(list(product('ab', repeat=4))[5::3])
manual = []
items = 'abcde'
for i in items:
    for j in items:
        for k in items:
            if len({i, j, k}) == 3:
                manual.append((i, j, k))
print(list(permutations(items, 3)) == manual, len(manual))
cw = list(combinations_with_replacement(range(6), 3))
print(len(cw), cw[::7])
print(all(a <= b <= c for a, b, c in cw), all(a < b < c for a, b, c in combinations(range(9), 3)))
print(sum(map(sum, product(range(10), repeat=3))), sum(1 for _ in permutations(range(7))))
