# floor/ceil/trunc of large floats give exact big ints; comb/perm/factorial
# of larger arguments and their digit counts; isqrt of perfect squares.
import math

for e in range(50, 1024, 37):
    x = 2.0 ** e * 1.2345
    print(e, math.floor(x), math.ceil(-x), math.trunc(x / 3) % 10**12)
print(math.floor(1.7976931348623157e308))
for n in [1000, 2000, 5000]:
    print(n, len(str(math.factorial(n))), math.comb(n, n // 3) % 10**15, math.perm(n, 20) % 10**15)
for k in [10, 100, 1000]:
    n = 12345678901234567890 ** k
    print(k, math.isqrt(n * n) == n, math.isqrt(n * n - 1) == n - 1)
print(math.gcd(math.factorial(100), 2**200 * 3**10), math.lcm(*range(1, 60)))
