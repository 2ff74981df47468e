# random.uniform on fixed seeds: hundreds of values printed with repr, which
# must equal CPython's to the last bit.
import random

for s in range(12):
    random.seed(s)
    for args in [(0, 1), (-5.5, 10), (3, 3), (10, -10), (1e-10, 2e-10)]:
        print(s, args, [repr(random.uniform(*args)) for _ in range(25)])
