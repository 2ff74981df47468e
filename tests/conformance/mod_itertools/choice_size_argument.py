# itertools: the r argument of permutations, combinations and
# combinations_with_replacement (types, negatives, sizes past the pool).
import itertools
for args in [('abc', 2), ('abc', -1), ('abc', 5), ('', 0)]:
    for f in (itertools.combinations, itertools.combinations_with_replacement, itertools.permutations):
        try: print(list(f(*args)))
        except (ValueError, TypeError) as e: print(type(e).__name__, e)
for f in (itertools.combinations, itertools.combinations_with_replacement, itertools.permutations):
    try: print(list(f('ab', 1.5)))
    except TypeError as e: print(e)
print(list(itertools.permutations('abc', None)))

class I:
    def __index__(self):
        return 2
print(list(itertools.combinations('abc', I())), list(itertools.combinations_with_replacement('ab', I())))
for r in (I(), True, '2'):
    try: print(list(itertools.permutations('ab', r)))
    except TypeError as e: print(e)
for f in (itertools.permutations, itertools.combinations):
    try: f(1, 1.5)
    except TypeError as e: print(e)
for f in (itertools.combinations, itertools.combinations_with_replacement, itertools.permutations):
    for r in (1.5, -1):
        try: f(1, r)
        except TypeError as e: print(f.__name__, e)
