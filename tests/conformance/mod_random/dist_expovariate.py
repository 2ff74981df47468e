# random.expovariate on fixed seeds: hundreds of values printed with repr, which
# must equal CPython's to the last bit.
import random

for s in range(12):
    random.seed(s)
    for args in [(), (1.5,), (0.01,), (100,)]:
        print(s, args, [repr(random.expovariate(*args)) for _ in range(25)])
