# Arbitrary-precision integers: arithmetic, division semantics, comparisons.

def factorial(n):
    result = 1
    for i in range(2, n + 1):
        result *= i
    return result

f50 = factorial(50)
print(f50, len(str(f50)), f50 % 1000003, f50 // 10 ** 50)
print(2 ** 256, -(2 ** 127), 3 ** 100 - 2 ** 150)
print(sum(int(d) for d in str(2 ** 1000)))

a, b = 10 ** 40 + 7, 10 ** 20 - 3
print(a + b, a - b, a * b, a // b, a % b, -a // b, -a % b, a // -b, a % -b)
print(a // b * b + a % b == a, (-a) // b * b + (-a) % b == -a)
print((quotient := a // b), a - quotient * b)
print(a / b, (10 ** 400) // (10 ** 399), (2 ** 200) >> 190, (1 << 300) >> 299, -(1 << 100) >> 99)
print(2 ** 64 & (2 ** 64 - 1), (2 ** 70 - 1) ^ (2 ** 69), ~(2 ** 65), -(2 ** 65) & 0xFFFF)

# Crossing the 64-bit boundary in both directions
edges = [2 ** 63 - 1, 2 ** 63, -(2 ** 63), -(2 ** 63) - 1, 2 ** 64 - 1, 2 ** 64]
for x in edges:
    print(x, x + 1, x - 1, x * 2, -x, x // 3, x % 7, abs(x))
print(sum(edges), max(edges), min(edges), sorted(edges)[2])

# Comparisons with floats are exact
print(2 ** 53 + 1 > 2.0 ** 53, 2 ** 53 + 1 == 2.0 ** 53, 10 ** 400 > float("1e308"),
      10 ** 400 < float("inf"))
print(-(10 ** 400) > float("-inf"), 2 ** 1024 > 1.7976931348623157e308)

# Power of big numbers and modular arithmetic by hand
def modpow(base, exp, mod):
    result = 1
    base %= mod
    while exp:
        if exp & 1:
            result = result * base % mod
        base = base * base % mod
        exp >>= 1
    return result

print(modpow(3, 10 ** 18, 10 ** 9 + 7), modpow(2, 2 ** 100, 97))

# Integer square root by Newton's method
def isqrt(n):
    x = n
    y = (x + 1) // 2
    while y < x:
        x = y
        y = (x + n // x) // 2
    return x

n = 10 ** 50 + 12345
r = isqrt(n)
print(r, r * r <= n < (r + 1) ** 2)

# Very large string conversions are limited to 4300 digits
big = 10 ** 5000
try:
    str(big)
except ValueError as e:
    print(type(e).__name__, e)
try:
    int("1" * 5000)
except ValueError as e:
    print(type(e).__name__, e)
print(len(str(10 ** 4299)), big.bit_length())
