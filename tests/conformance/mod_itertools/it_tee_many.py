# tee with many consumers advancing at different speeds; copying a tee iterator.
from itertools import tee, islice, count
import copy

its = tee(count(), 4)
out = []
for step in range(12):
    which = its[step % 4]
    out.append(next(which))
print(out)
print([next(it) for it in its])
a, b = tee('abcdef')
c = copy.copy(a)
print(next(a), next(a), next(c), list(b), list(c), list(a))
x, y = tee(iter([1, 2, 3]), 2)
x2, x3 = tee(x)
print(list(x2), list(x3), list(y), list(x))
print([list(t) for t in tee(range(3), 3)])
