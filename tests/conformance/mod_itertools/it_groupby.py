# groupby: keys, groups invalidated by advancing, key functions.
from itertools import groupby

print([(k, list(g)) for k, g in groupby('AAAABBBCCDAABBB')])
print([k for k, g in groupby('AAAABBBCCD')])
print([(k, len(list(g))) for k, g in groupby([1, 1, 2, 3, 3, 3, 1])])
words = ['apple', 'avocado', 'banana', 'blueberry', 'cherry', 'apricot']
for key, grp in groupby(words, key=lambda w: w[0]):
    print(key, list(grp))
groups = []
keys = []
for k, g in groupby(sorted('mississippi')):
    groups.append(g)
    keys.append(k)
print(keys, [list(g) for g in groups])
gb = groupby('aabbc')
k1, g1 = next(gb)
print(k1, next(g1))
k2, g2 = next(gb)
print(k2, list(g1), list(g2))
print(list(groupby([])))
nums = [1, 3, 5, 2, 4, 7, 9, 6]
print([(k, list(g)) for k, g in groupby(nums, key=lambda n: n % 2)])
gb = groupby([1, 1, 2])
k, g = next(gb)
print(list(g), list(g))
k, g = next(gb)
print(k, list(g))
try:
    next(gb)
except StopIteration:
    print('StopIteration')
print(type(groupby('')).__name__)
data = [(1, 'a'), (1, 'b'), (2, 'c')]
print({k: [v for _, v in g] for k, g in groupby(data, key=lambda t: t[0])})
