# Counter: construction, missing keys, most_common ordering with ties, elements, total, repr.
from collections import Counter

c = Counter('abracadabra')
print(c)
print(c['a'], c['z'], 'z' in c, len(c))
print(c.most_common(), c.most_common(2), c.most_common(0), c.most_common(-1))
print(sorted(c.elements()), list(c.elements())[:6], c.total())
print(Counter({'x': 3, 'y': 1}), Counter(cats=4, dogs=8), Counter(), Counter([]))
print(Counter(['b', 'a', 'b', 'c', 'a', 'd']).most_common())
t = Counter(a=1, b=1, c=2, d=1)
print(t.most_common(), t.most_common(3))
del c['a']
del c['missing']
print(c)
c['neg'] = -2
print(c, list(c.elements()).count('neg'), c.total())
print(Counter('aaab') == Counter('abaa'), Counter(a=1) == Counter(a=1, b=0),
      Counter(a=1) != Counter(a=2))
print(Counter(a=1) <= Counter(a=2, b=1), Counter(a=3) < Counter(a=2), Counter(a=2) >= Counter(a=2))
print(Counter(a=2) > Counter(a=1), Counter() == {}, Counter(a=1) == {'a': 1})
try:
    Counter.fromkeys('abc')
except NotImplementedError as e:
    print('NotImplementedError', e)
words = 'the cat and the hat and the bat'.split()
print(Counter(words).most_common(3))
print(Counter({'a': 1.5, 'b': 0.5}).total(), Counter({1: 'x', 2: 'y'}))
print(isinstance(c, dict), type(c.copy()).__name__, c.copy() == c)
