# bisect_left/right with lo/hi/key and their errors.
import bisect

a = [1, 2, 2, 2, 3, 5, 8, 8, 13]
for x in range(-1, 15):
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x))
print(bisect.bisect_left(a, 2, 2), bisect.bisect_right(a, 2, 0, 3))
print(bisect.bisect_left(a, 8, 7), bisect.bisect_left(a, 8, hi=5))
print(bisect.bisect_left(a, 100, lo=9), bisect.bisect_right(a, -5, lo=3))
try:
    bisect.bisect_left(a, 1, -1)
except ValueError as e:
    print('ValueError', e)
try:
    bisect.insort(a, 1, lo=-2)
except ValueError as e:
    print('ValueError', e)
records = [('a', 1), ('b', 3), ('c', 3), ('d', 7)]
key = lambda r: r[1]
for x in range(9):
    print(x, bisect.bisect_left(records, x, key=key), bisect.bisect_right(records, x, key=key))
grades = 'FDCBA'
breakpoints = [60, 70, 80, 90]
print([grades[bisect.bisect(breakpoints, s)] for s in [33, 99, 77, 70, 89, 90, 100, 60]])
print(bisect.bisect_left([], 3), bisect.bisect_right([], 3))
print(bisect.bisect_left('acegi', 'f'), bisect.bisect_right(('a', 'b', 'b'), 'b'))
try:
    bisect.bisect_left([1, 'a'], 0.5)
except TypeError as e:
    print('TypeError', e)
