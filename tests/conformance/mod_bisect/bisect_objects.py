# bisect with objects defining only __lt__, with key functions, on tuples and strings.
import bisect

class Item:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        if isinstance(other, Item):
            return self.v < other.v
        return self.v < other
    def __repr__(self):
        return 'I%d' % self.v

items = [Item(v) for v in (1, 3, 3, 7, 9)]
for probe in [0, 3, 4, 9, 10]:
    print(probe, bisect.bisect_left(items, Item(probe)), bisect.bisect_right(items, Item(probe)))
bisect.insort(items, Item(5))
bisect.insort_left(items, Item(3))
print(items)
dates = ['2021-01-05', '2021-03-01', '2022-07-19', '2023-11-30']
print(bisect.bisect(dates, '2022-01-01'), bisect.bisect_left(dates, '2023-11-30'))
people = [('al', 25), ('bo', 31), ('cy', 31), ('di', 40)]
ages = lambda p: p[1]
print(bisect.bisect_left(people, 31, key=ages), bisect.bisect_right(people, 31, key=ages))
bisect.insort_right(people, ('ed', 31), key=ages)
bisect.insort_left(people, ('fi', 31), key=ages)
print(people)
print(bisect.bisect_right([1.0, 2.5, 2.5, 4.0], 2.5), bisect.bisect_left([1, 2, 2.0, 3], 2.0))
