# random.random() after seed(n) for many int seeds (small, negative, big):
# thousands of values printed with repr, to be identical to CPython's.
import random

seeds = list(range(0, 60)) + [-1, -2, -12345, 2**31, 2**32 - 1, 2**32, 2**32 + 1, 2**63,
                              2**64 + 5, -(2**64), 10**30, 3**200, 2**1000 + 1, True, False]
for s in seeds:
    random.seed(s)
    print(s if s < 10**20 else s % 1000003, [repr(random.random()) for _ in range(40)])
