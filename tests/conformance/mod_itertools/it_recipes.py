# Well-known recipes built from itertools, checking the pieces combine.
from itertools import (chain, count, islice, repeat, starmap, tee, groupby, zip_longest,
                       accumulate, filterfalse, combinations, product, cycle)
import operator

def take(n, iterable):
    return list(islice(iterable, n))

def tabulate(function, start=0):
    return map(function, count(start))

def nth(iterable, n, default=None):
    return next(islice(iterable, n, None), default)

def all_equal(iterable):
    g = groupby(iterable)
    return next(g, True) and not next(g, False)

def grouper(iterable, n, fillvalue=None):
    args = [iter(iterable)] * n
    return zip_longest(*args, fillvalue=fillvalue)

def roundrobin(*iterables):
    iterators = map(iter, iterables)
    for num_active in range(len(iterables), 0, -1):
        iterators = cycle(islice(iterators, num_active))
        yield from map(next, iterators)

def unique_everseen(iterable):
    seen = set()
    for element in filterfalse(seen.__contains__, iterable):
        seen.add(element)
        yield element

def powerset(iterable):
    s = list(iterable)
    return chain.from_iterable(combinations(s, r) for r in range(len(s) + 1))

def sliding_window(iterable, n):
    its = tee(iterable, n)
    for i, it in enumerate(its):
        for _ in range(i):
            next(it, None)
    return zip(*its)

print(take(5, tabulate(lambda x: x * x)))
print(nth(range(10), 3), nth(range(3), 5, 'dflt'))
print(all_equal('aaaa'), all_equal('aaba'), all_equal(''))
print(list(grouper('ABCDEFG', 3, 'x')))
try:
    print(list(roundrobin('ABC', 'D', 'EF')))
except Exception as e:
    print(type(e).__name__)
print(list(unique_everseen('AAAABBBCCDAABBB')))
print(list(powerset([1, 2, 3])))
print(list(sliding_window('ABCDEFG', 4)))
print(list(accumulate(repeat(2, 5), operator.mul)))
print(list(starmap(operator.add, product([1, 2], [10, 20]))))
print(sum(map(operator.mul, [1, 2, 3], [4, 5, 6])))
