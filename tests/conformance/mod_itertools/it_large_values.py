# Thousands of values from combinatoric and accumulating iterators.
from itertools import product, permutations, combinations, accumulate, islice, count, cycle, chain

rows = list(product(range(6), 'abc', repeat=2))
print(len(rows))
for r in rows[::37]:
    print(r)
perms = list(permutations(range(6), 4))
print(len(perms), perms[:3], perms[-3:], perms[100:103])
combos = list(combinations(range(12), 5))
print(len(combos), combos[::97])
acc = list(accumulate(range(1, 2001), lambda a, b: (a * 31 + b) % 1000003))
print(acc[::100])
print(list(islice(cycle(chain('xy', range(3))), 2000))[::111])
print(sum(islice(count(7, 13), 1500)))
