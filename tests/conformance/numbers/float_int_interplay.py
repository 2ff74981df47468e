# Conversions and comparisons between int and float at the edges of precision.

big = 2 ** 53
print(float(big), float(big + 1), float(big + 2), int(float(big + 1)), big + 1 == float(big + 1))
print(float(2 ** 63), int(2.0 ** 63), int(1e19), int(-1e19), int(1.9999999999999998))
print(float(10 ** 22) == 10 ** 22, float(10 ** 23) == 10 ** 23, int(1e23))
print(float(2 ** 1023), float(-(2 ** 1023)))
try:
    float(2 ** 1024)
except OverflowError as e:
    print(type(e).__name__, e)
print(2 ** 1024 > 1e308, -(2 ** 1024) < -1e308, 2 ** 1024 == float("inf"))

# Truncation towards zero
for v in (2.5, -2.5, 0.9999, -0.9999, 1e-300, 123456789.987):
    print(v, int(v))

# Ordering mixed lists
mixed = [3, 2.5, -1, 10 ** 20, 1e20, 0.0, -0.0, True, 2 ** 70, 1.5e21]
print(sorted(mixed))
print(max(10 ** 20, 1e20), min(10 ** 20, 1e20), 10 ** 20 == 1e20, 10 ** 20 + 1 == 1e20)

# Equal values compare equal and hash the same across int and float
print(hash(2 ** 70) == hash(float(2 ** 70)), hash(0.5) == hash(0.5), len({1, 1.0, True, 2, 2.0}))
d = {1: "int"}
d[1.0] = "float overwrote"
d[True] = "bool overwrote"
print(d)

# Integer-valued floats print with .0; ints never do
print(3.0, 3, 3.0 == 3, str(3.0), str(-0.0), 1e3, int(1e3))

# Converting to float loses precision quietly, back to int exposes it
n = 123456789012345678901234567890
print(float(n), int(float(n)), int(float(n)) == n, int(float(n)) - n)
