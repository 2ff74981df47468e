# Every method of random over many seeds, in one long interleaved sequence,
# so that the number of generator draws each method makes is checked too.
import random

for s in range(40):
    r = random.Random(s * 7919 + 3)
    out = []
    for i in range(10):
        out.append(repr(r.random()))
        out.append(r.randrange(1, 1000, 3))
        out.append(r.randint(-100, 100))
        out.append(r.choice("abcdefghijklmnop"))
        out.append(r.getrandbits(45))
        out.append(repr(r.uniform(-1, 1)))
        out.append(repr(r.gauss(0, 1)))
        out.append(repr(r.normalvariate(5, 2)))
        out.append(repr(r.expovariate(2)))
        out.append(repr(r.gammavariate(0.5 + i, 1.5)))
        out.append(repr(r.betavariate(2, 3)))
        out.append(r.binomialvariate(30, 0.4))
        out.append(repr(r.vonmisesvariate(1, 2)))
        out.append(repr(r.triangular(0, 10, 3)))
        out.append(r.sample(range(50), 3))
        out.append(r.choices("xyz", weights=[1, 2, 3], k=2))
    print(s, out)
