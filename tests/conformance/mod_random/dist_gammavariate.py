# random.gammavariate on fixed seeds: hundreds of values printed with repr, which
# must equal CPython's to the last bit.
import random

for s in range(12):
    random.seed(s)
    for args in [(0.3, 1), (1, 2), (2.5, 1), (9, 0.5), (0.999, 3)]:
        print(s, args, [repr(random.gammavariate(*args)) for _ in range(25)])
