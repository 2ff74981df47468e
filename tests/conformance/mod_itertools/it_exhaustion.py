# Every iterator stays exhausted once it has raised StopIteration, and iter(x) is x.
from itertools import (accumulate, batched, chain, combinations, compress, dropwhile,
                       filterfalse, groupby, islice, pairwise, permutations, product,
                       starmap, takewhile, zip_longest, combinations_with_replacement, tee)

makers = [
    ('accumulate', lambda: accumulate([1, 2])),
    ('batched', lambda: batched('abc', 2)),
    ('chain', lambda: chain('a', 'b')),
    ('combinations', lambda: combinations('abc', 2)),
    ('cwr', lambda: combinations_with_replacement('ab', 2)),
    ('compress', lambda: compress('abc', [1, 0, 1])),
    ('dropwhile', lambda: dropwhile(lambda x: x < 2, [1, 2, 3])),
    ('filterfalse', lambda: filterfalse(None, [0, 1, 0])),
    ('groupby', lambda: groupby('aab')),
    ('islice', lambda: islice('abcdef', 1, 5, 2)),
    ('pairwise', lambda: pairwise('abc')),
    ('permutations', lambda: permutations('ab')),
    ('product', lambda: product('ab', repeat=2)),
    ('starmap', lambda: starmap(divmod, [(7, 2), (9, 4)])),
    ('takewhile', lambda: takewhile(lambda x: x < 3, [1, 2, 3, 1])),
    ('zip_longest', lambda: zip_longest('ab', 'c')),
    ('tee', lambda: tee('ab')[0]),
]
for name, make in makers:
    it = make()
    same = iter(it) is it
    first = [x if name != 'groupby' else x[0] for x in it]
    second = list(it)
    try:
        next(it)
        stopped = False
    except StopIteration:
        stopped = True
    print(name, same, first, second, stopped)
