# math.comb and math.perm: tables, symmetric and out-of-range cases, big
# results, perm with one argument, and the errors CPython raises.
import math

for n in range(0, 13):
    print(n, [math.comb(n, k) for k in range(0, n + 2)])
    print(n, [math.perm(n, k) for k in range(0, n + 2)])
for n, k in [(100, 50), (1000, 3), (1000, 997), (10**20, 2), (10**20, 0), (10**20, 10**20),
             (2**70, 5), (300, 150), (52, 5), (49, 6)]:
    try:
        p = math.perm(n, k)
        p = p if k < 200 else p % 10**12
    except OverflowError as e:
        p = "OverflowError: " + str(e)
    print(n, k, math.comb(n, k), p)
print(math.comb(3000, 1500) % 10**40)
print(math.perm(5), math.perm(0), math.perm(10, None), math.perm(True, True), math.comb(True, False))

for args in [(-1, 2), (5, -1), (5.0, 2), (5, 2.0), ("5", 2), (10**20, 10**19), (-10**30, 1)]:
    for f in (math.comb, math.perm):
        try:
            r = f(*args)
            print(f.__name__, args, r if r < 10**30 else len(str(r)))
        except Exception as e:
            print(f.__name__, args, type(e).__name__, e)
for args in [(), (1, 2, 3)]:
    for f in (math.comb, math.perm):
        try:
            f(*args)
        except TypeError as e:
            print(f.__name__, len(args), e)
