# chain, chain.from_iterable, compress, dropwhile, takewhile, filterfalse, starmap.
from itertools import chain, compress, dropwhile, takewhile, filterfalse, starmap

print(list(chain('abc', [1, 2], (), range(2))), list(chain()))
print(list(chain.from_iterable(['ab', 'cd', ''])), list(chain.from_iterable([])))

def gen():
    yield 'x'
    yield 'yz'

print(list(chain.from_iterable(gen())))
c = chain([1], [2, 3])
print(next(c), next(c), list(c), list(c))
print(list(compress('ABCDEF', [1, 0, 1, 0, 1, 1])), list(compress(range(10), [1, 0] * 2)))
print(list(compress('ab', [True, True, True, True])))
print(list(dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])), list(dropwhile(bool, [1, 1])))
print(list(takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])), list(takewhile(bool, [])))
print(list(filterfalse(lambda x: x % 2, range(10))), list(filterfalse(None, [0, 1, '', 'a'])))
print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])), list(starmap(max, [[1, 9, 3], 'zy'])))
it = iter([1, 2, 3, 10, 4])
tw = takewhile(lambda x: x < 3, it)
print(list(tw), list(it))
try:
    list(chain(1, [2]))
except TypeError as e:
    print('TypeError', e)
try:
    list(starmap(pow, [1]))
except TypeError as e:
    print('TypeError', type(e).__name__)
print([type(x).__name__ for x in (chain(), compress('', ''), dropwhile(None, ''),
                                   takewhile(None, ''), filterfalse(None, ''), starmap(None, ''))])
print(chain[int] is not None)
