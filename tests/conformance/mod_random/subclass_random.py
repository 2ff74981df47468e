# Subclasses of random.Random: overriding random() changes every method
# built on it (randrange, choice and shuffle included); overriding
# getrandbits() changes the integer methods; extra state in __init__.
import random

class Fixed(random.Random):
    def __init__(self, values):
        self.values = list(values)
        self.position = 0
        super().__init__(0)
    def random(self):
        v = self.values[self.position % len(self.values)]
        self.position += 1
        return v

f = Fixed([0.1, 0.5, 0.9, 0.25])
print([f.randrange(10) for _ in range(6)], f.choice("abcd"), f.uniform(0, 100))
items = list(range(8))
f.shuffle(items)
print(items, f.sample(range(10), 3), f.choices("xyz", k=4))
print(repr(f.expovariate()), repr(f.triangular()), repr(f.gauss()))

class Bits(random.Random):
    def getrandbits(self, k):
        return (2 ** k - 1) // 3

b = Bits(1)
print([b.randrange(10) for _ in range(3)], b.randint(1, 6), b.choice("abc"), repr(b.random()))

class Counting(random.Random):
    calls = 0
    def random(self):
        Counting.calls += 1
        return super().random()

c = Counting(5)
print(repr(c.random()), [c.randrange(100) for _ in range(5)], Counting.calls)
print(isinstance(c, random.Random), type(c).__mro__[1].__name__)
r = random.Random(5)
print(repr(r.random()), [r.randrange(100) for _ in range(5)])

class WithSeed(random.Random):
    def seed(self, a=None, version=2):
        print("seed called with", a)
        super().seed(a, version)

w = WithSeed(3)
print(repr(w.random()))
