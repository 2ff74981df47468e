# Checking numeric properties: integrality, parity, signs, special float values.

def is_nan(x):
    return x != x

def is_inf(x):
    return x in (float("inf"), float("-inf"))

def sign(x):
    if is_nan(x):
        return "nan"
    return (x > 0) - (x < 0)

def is_negative_zero(x):
    return x == 0 and str(x).startswith("-")

values = [0, -0.0, 0.0, 1, -1, 2.5, -2.5, float("inf"), float("-inf"), float("nan"), 10 ** 30, True]
def int_valued(v):
    return isinstance(v, int) or (not is_nan(v) and not is_inf(v) and v.is_integer())

for v in values:
    print("%-8r nan:%-5s inf:%-5s sign:%-4s int-valued:%-5s neg0:%s"
          % (v, is_nan(v), is_inf(v), sign(v), int_valued(v), is_negative_zero(v)))

# Parity and divisibility for big and negative numbers
for n in (0, 7, -7, 10 ** 20, -(10 ** 20) - 1):
    print(n, n % 2 == 0, n % 3, n & 1, -n % 5)

# Float equality pitfalls and tolerance comparisons
def close(a, b, rel=1e-9, abs_tol=0.0):
    return abs(a - b) <= max(rel * max(abs(a), abs(b)), abs_tol)

print(0.1 * 3 == 0.3, close(0.1 * 3, 0.3), close(1e-20, 0.0), close(1e-20, 0.0, abs_tol=1e-12))
print(float("inf") == float("inf"), float("inf") - float("inf") == 0.0)

# Integer checks on floats
for f in (3.0, 3.5, -0.0, 1e300, 2.0 ** 53 + 1):
    print(f, f.is_integer(), int(f) == f)
