# random.weibullvariate on fixed seeds: hundreds of values printed with repr, which
# must equal CPython's to the last bit.
import random

for s in range(12):
    random.seed(s)
    for args in [(1, 1), (2, 0.5), (0.5, 3)]:
        print(s, args, [repr(random.weibullvariate(*args)) for _ in range(25)])
