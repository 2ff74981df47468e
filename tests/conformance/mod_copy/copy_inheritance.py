# copy of instances in class hierarchies, with __slots__ in several bases, and shared state.
import copy

class A:
    __slots__ = ('a',)

class B(A):
    __slots__ = ('b', '__dict__')

class C(B):
    pass

c = C()
c.a = [1]
c.b = 'bee'
c.extra = {'k': 'v'}
s = copy.copy(c)
d = copy.deepcopy(c)
print(s.a, s.b, s.extra, s.a is c.a, d.a is c.a, d.extra == c.extra, d.extra is c.extra)

class Counter:
    instances = 0
    def __init__(self):
        Counter.instances += 1
        self.value = Counter.instances

x = Counter()
y = copy.copy(x)
z = copy.deepcopy(x)
print(Counter.instances, x.value, y.value, z.value)

class Tree:
    def __init__(self, label, *kids):
        self.label = label
        self.kids = list(kids)

leaf = Tree('leaf')
t = Tree('root', Tree('a', leaf), Tree('b', leaf))
t2 = copy.deepcopy(t)
print(t2.kids[0].kids[0] is t2.kids[1].kids[0], t2.kids[0].kids[0] is leaf)
t3 = copy.copy(t)
print(t3.kids is t.kids, t3 is t, t3.label)
memo = {}
first = copy.deepcopy(t, memo)
second = copy.deepcopy(t, memo)
print(first is second, len(memo) > 3)
