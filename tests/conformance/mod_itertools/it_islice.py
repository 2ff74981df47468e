# islice with stop, start/stop/step, None values, consumption and ValueError messages.
from itertools import islice, count
import sys

print(list(islice('ABCDEFG', 2)), list(islice('ABCDEFG', 2, 4)))
print(list(islice('ABCDEFG', 2, None)), list(islice('ABCDEFG', 0, None, 2)))
print(list(islice(range(20), 1, 15, 4)), list(islice(count(), 3, 8)))
print(list(islice('abc', None)), list(islice('abc', None, None, None)))
print(list(islice('abc', 5, 2)), list(islice('abc', 10)))
it = iter(range(10))
print(list(islice(it, 3)), next(it))
it = iter(range(10))
print(list(islice(it, 1, 5, 2)), next(it))
it = iter(range(10))
print(list(islice(it, 4, 4)), next(it))
for args in [(-1,), (1, -1), (-1, 3), (0, 1, 0), (0, 1, -1), ('a',), (0, 'a'), (1.5,),
             (0, 2, 1.5), (sys.maxsize + 1,)]:
    try:
        list(islice('abc', *args))
    except ValueError as e:
        print(args, 'ValueError', e)
try:
    islice('abc')
except TypeError as e:
    print('TypeError', e)
try:
    islice('abc', 1, 2, 3, 4)
except TypeError as e:
    print('TypeError', e)
class Idx:
    def __index__(self):
        return 2
print(list(islice('abcdef', Idx())), list(islice('abcdef', Idx(), None, Idx())))
print(type(islice('', 0)).__name__)
