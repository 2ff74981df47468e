# insort_left/insort_right keep a list sorted; key applies to the inserted item too.
import bisect

lst = []
for x in [5, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]:
    bisect.insort(lst, x)
print(lst)

class Tag:
    def __init__(self, n, label):
        self.n = n
        self.label = label
    def __repr__(self):
        return '%s%d' % (self.label, self.n)

left = []
right = []
for i, n in enumerate([3, 1, 3, 2, 3, 1]):
    bisect.insort_left(left, Tag(n, 'L%d_' % i), key=lambda t: t.n)
    bisect.insort_right(right, Tag(n, 'R%d_' % i), key=lambda t: t.n)
print(left)
print(right)
a = [10, 20, 30, 40]
bisect.insort_left(a, 25, 1, 3)
print(a)
bisect.insort_right(a, 5, 2)
print(a)
bisect.insort(a, 99, hi=2)
print(a)
b = []
for w in 'the quick brown fox jumps over the lazy dog'.split():
    bisect.insort_left(b, w)
print(b)
c = [(1, 'a'), (3, 'b')]
bisect.insort(c, (2, 'z'))
bisect.insort(c, (3, 'a'))
print(c)
