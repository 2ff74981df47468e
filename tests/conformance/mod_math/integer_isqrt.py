# math.isqrt on small, boundary and huge ints, __index__, and its errors.
import math

for n in list(range(0, 50)) + [99, 100, 101, 2**52 - 1, 2**52, 2**53 + 1, 2**64 - 1, 2**64,
                               10**30, 10**30 - 1, (10**25 + 7)**2, (10**25 + 7)**2 - 1]:
    r = math.isqrt(n)
    print(n, r, r * r <= n < (r + 1) * (r + 1))

big = 7**1000
r = math.isqrt(big)
print(len(str(r)), r % 10**20, r * r <= big < (r + 1) ** 2)
print(math.isqrt(True), math.isqrt(False))

class Idx:
    def __index__(self):
        return 1000000

print(math.isqrt(Idx()))
for bad in [-1, -10**30, 4.0, "16", None]:
    try:
        print(math.isqrt(bad))
    except Exception as e:
        print(repr(bad), type(e).__name__, e)
