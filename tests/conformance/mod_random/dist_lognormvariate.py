# random.lognormvariate on fixed seeds: hundreds of values printed with repr, which
# must equal CPython's to the last bit.
import random

for s in range(12):
    random.seed(s)
    for args in [(0, 1), (1, 0.5), (-2, 2)]:
        print(s, args, [repr(random.lognormvariate(*args)) for _ in range(25)])
