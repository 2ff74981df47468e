# Digits of pi and e computed with big integers only (Machin's formula, series).

def arctan_inverse(x, digits):
    """arctan(1/x) scaled by 10**digits, using the Taylor series."""
    scale = 10 ** (digits + 10)
    total = term = scale // x
    x_squared = x * x
    n = 1
    sign = -1
    while term:
        term //= x_squared
        total += sign * (term // (2 * n + 1))
        sign = -sign
        n += 1
    return total

def pi_digits(digits):
    pi = 4 * (4 * arctan_inverse(5, digits) - arctan_inverse(239, digits))
    return str(pi // 10 ** 10)

def e_digits(digits):
    scale = 10 ** (digits + 10)
    total, term, n = 0, scale, 0
    while term:
        total += term
        n += 1
        term //= n
    return str(total // 10 ** 10)

p = pi_digits(300)
print(p[0] + "." + p[1:61])
print(len(p), p[-10:])
e = e_digits(200)
print(e[0] + "." + e[1:61])

# Digit statistics
counts = {}
for d in p[1:]:
    counts[d] = counts.get(d, 0) + 1
print(sorted(counts.items()))

# The first position where "999999" appears is beyond 300 digits; search shorter patterns
for pattern in ("999", "314", "2718", "0000"):
    print(pattern, p.find(pattern))

# Check consistency between precisions
print(pi_digits(50) == p[:51])
