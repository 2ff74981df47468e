# math.log, log2 and log10 of ints far beyond the float range, exact powers,
# and log with a base given as an int or float.
import math

for n in [1, 2, 8, 10, 1000, 2**52, 2**53 + 1, 10**15, 10**22, 10**100, 10**308, 10**309,
          2**1023, 2**1024, 2**1025, 10**1000, 3**5000, 2**10000 - 1, 7**20000]:
    print(len(str(n)) if n > 10**30 else n, repr(math.log(n)), repr(math.log2(n)),
          repr(math.log10(n)), repr(math.log(n, 2)), repr(math.log(n, 10)))
for base in [2, 3, 10, 2.5, 10**50, 0.5]:
    print(base, [repr(math.log(x, base)) for x in (1, 2, 10**40, 2**3000, 0.5)])
print(repr(math.log(10**400, 10**200)), repr(math.log1p(10**10)))
for bad in [0, -1, -10**400]:
    for f in (math.log, math.log2, math.log10):
        try:
            f(bad)
        except ValueError as e:
            print(f.__name__, bad if bad > -10**30 else "huge", e)
try:
    math.log1p(10**400)
except OverflowError as e:
    print("OverflowError", e)
