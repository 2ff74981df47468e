# The infinite iterators count, cycle and repeat, with reprs.
from itertools import count, cycle, repeat, islice

c = count()
print([next(c) for _ in range(5)], repr(c))
print(list(islice(count(10, 3), 5)), list(islice(count(-2, -0.5), 4)))
print(repr(count(5)), repr(count(5, 2)), repr(count(1.5)), repr(count(0, 1.0)), repr(count(2, -1)))
c = count(3)
next(c)
print(repr(c))
print(list(islice(count(1 + 1j, 1j), 3)))
print(list(islice(cycle('abc'), 8)), list(cycle([])))
cy = cycle(iter([1, 2]))
print([next(cy) for _ in range(5)])
print(list(repeat('x', 3)), list(repeat(None, 0)), list(repeat(1, -5)))
r = repeat('a', 3)
print(repr(r), next(r), repr(r), list(r), repr(r))
print(repr(repeat([1])), list(islice(repeat(7), 4)))
print(list(map(pow, range(5), repeat(2))))
print(list(zip('abc', count(1))))
print(type(count()).__name__, type(cycle('')).__name__, type(repeat(1)).__name__)
try:
    count('a')
except TypeError as e:
    print('TypeError', e)
try:
    repeat(1, 'x')
except TypeError as e:
    print('TypeError', e)
print(repeat(1, 4).__length_hint__())
print(list(islice(count(2**64), 2)))
