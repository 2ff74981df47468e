# accumulate with func and initial; batched with strict.
from itertools import accumulate, batched
import operator

print(list(accumulate([1, 2, 3, 4, 5])))
print(list(accumulate([1, 2, 3, 4, 5], operator.mul)))
print(list(accumulate([3, 1, 4, 1, 5, 9, 2], max)))
print(list(accumulate([1, 2, 3], initial=100)))
print(list(accumulate([], initial=7)), list(accumulate([])))
print(list(accumulate('abc')), list(accumulate(['a', 'b'], lambda x, y: y + x)))
print(list(accumulate([1, 2, 3], func=operator.sub, initial=0)))
print(list(accumulate(range(1, 6), lambda acc, x: acc * 10 + x)))
print(list(batched('ABCDEFG', 3)))
print(list(batched(range(6), 2)), list(batched([], 4)), list(batched('ab', 5)))
print(list(batched(iter(range(5)), 1)))
try:
    list(batched('abc', 0))
except ValueError as e:
    print('ValueError', e)
try:
    list(batched('abcd', 3, strict=True))
except ValueError as e:
    print('ValueError', e)
print(list(batched('abcdef', 3, strict=True)))
try:
    accumulate([1, 'a']).__next__(); list(accumulate([1, 'a']))
except TypeError as e:
    print('TypeError', e)
print(type(accumulate([])).__name__, type(batched('', 1)).__name__)
