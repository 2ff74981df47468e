# The module-level functions of random share one hidden instance; randbytes,
# the Random class's attributes and the names the module exports.
import random

random.seed(123)
a = [random.random(), random.randint(1, 10), random.choice("xyz"), random.uniform(1, 2)]
random.seed(123)
b = [random.random(), random.randint(1, 10), random.choice("xyz"), random.uniform(1, 2)]
print(a == b, [repr(v) for v in a])
random.seed(8)
print(random.randbytes(0), random.randbytes(5), random.randbytes(17).hex())
print(random.Random.VERSION, callable(random.Random), random.Random.__name__)
names = ["seed", "random", "uniform", "triangular", "randint", "choice", "randrange",
         "sample", "shuffle", "choices", "normalvariate", "lognormvariate", "expovariate",
         "vonmisesvariate", "gammavariate", "gauss", "betavariate", "paretovariate",
         "weibullvariate", "getstate", "setstate", "getrandbits", "randbytes",
         "binomialvariate", "Random", "SystemRandom"]
print([n for n in names if not hasattr(random, n)])
sr = random.SystemRandom()
x = sr.random()
print(0.0 <= x < 1.0, 0 <= sr.randrange(10) < 10, len(sr.randbytes(4)), sr.getrandbits(8) < 256)
try:
    sr.getstate()
except NotImplementedError as e:
    print("NotImplementedError", e)
