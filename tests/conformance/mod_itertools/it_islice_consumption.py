# islice consumption: what remains in the source iterator after each slicing.
from itertools import islice
for args in [(0,), (3,), (2, 5), (2, 5, 2), (0, None, 3), (1, 10, 4), (5, 2), (3, 3), (0, 9, 5), (8, None), (2, 20, 3), (20,), (None,), (None, 4), (1, None)]:
    it = iter(range(10))
    got = list(islice(it, *args))
    print(args, got, next(it, 'END'), list(it)[:2])
