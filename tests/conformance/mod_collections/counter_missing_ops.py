# Counter edge cases: non-integer counts, zero and negative counts in comparisons and reprs.
from collections import Counter

c = Counter(a=0, b=-1, c=2)
print(c, +c, -c, c.total(), list(c.elements()), c.most_common())
print(Counter(a=1.5, b=0.5) + Counter(a=0.5), Counter({'x': 1}) == Counter({'x': 1.0}))
print(Counter('abc') <= Counter('aabbcc'), Counter('abc') < Counter('abc'),
      Counter() <= Counter(a=-1))
d = Counter(x=2)
d['y'] += 3
d['z'] -= 1
print(d, d['nothing'], len(d))
e = Counter(['a', 'b', 'a'])
e.update(['b', 'b'])
e.update(Counter(c=5))
print(e, e.most_common(1), e.most_common(10))
f = Counter({(1, 2): 3, None: 1, 3.5: 2})
print(f, f[(1, 2)], f[None])
g = Counter(dict(a=3, b=3, c=3))
print(g.most_common(2), list(g))
h = Counter()
h.subtract(a=2)
print(h, +h, -h)
class Tally(Counter):
    pass
t = Tally('aab')
print(t, type(t + t).__name__, type(t.copy()).__name__)
