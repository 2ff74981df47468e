# groupby over sorted records with compound keys, and run-length encoding round trips.
from itertools import groupby, chain, repeat, starmap
from operator import itemgetter

records = [('fruit', 'apple', 3), ('veg', 'leek', 1), ('fruit', 'fig', 7), ('veg', 'kale', 2),
           ('grain', 'rice', 5), ('fruit', 'apple', 1), ('grain', 'oat', 4)]
records.sort(key=itemgetter(0, 1))
for kind, group in groupby(records, key=itemgetter(0)):
    items = list(group)
    print(kind, [name for _, name, _ in items], sum(q for _, _, q in items))
for key, group in groupby(records, key=itemgetter(0, 1)):
    print(key, len(list(group)))
def rle(s):
    return [(ch, len(list(g))) for ch, g in groupby(s)]
def unrle(pairs):
    return ''.join(chain.from_iterable(starmap(repeat, pairs)))
for s in ['', 'a', 'aaabccddddde', 'abababab', 'zzzzzzzzzzzz']:
    enc = rle(s)
    print(repr(s), enc, unrle(enc) == s)
nums = [1, 2, 3, 7, 8, 10, 11, 12, 13, 20]
runs = [list(map(itemgetter(1), g)) for _, g in groupby(enumerate(nums), lambda t: t[1] - t[0])]
print(runs)
