# random.binomialvariate on fixed seeds: hundreds of values printed with repr, which
# must equal CPython's to the last bit.
import random

for s in range(12):
    random.seed(s)
    for args in [(), (1, 0.3), (10, 0.5), (20, 0.9), (100, 0.25), (1000, 0.5), (50, 0.0), (50, 1.0), (5000, 0.01)]:
        print(s, args, [repr(random.binomialvariate(*args)) for _ in range(25)])
