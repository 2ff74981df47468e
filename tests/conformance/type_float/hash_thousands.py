# Hash values of floats, complex numbers, tuples and frozensets of numbers:
# thousands of them, each equal to what CPython computes (the fraction
# m / 2**e reduced modulo 2**61 - 1; complex mixes in sys.hash_info.imag).
import sys

info = sys.hash_info
print(info.width, info.modulus, info.inf, info.imag)
special = [0.0, -0.0, 0.5, -0.5, 1.5, 0.1, 0.2, 0.3, 1e-300, 5e-324, 1e300,
           1.7976931348623157e308, 2.2250738585072014e-308, float("inf"), float("-inf"),
           2.0 ** 61, 2.0 ** 62, 2.0 ** -61, 2.0 ** -62, 3.141592653589793, -2.5, 1e16, 1e22]
for f in special:
    print(repr(f), hash(f))

# Powers of a number just above 1 sweep the exponent range.
line = []
for i in range(-700, 700):
    x = 1.7 ** (i / 2)
    line.append(str(hash(x)))
    line.append(str(hash(-x)))
    if len(line) >= 12:
        print(" ".join(line))
        line = []
print(" ".join(line))

# Fractions with small denominators.
for d in (3, 7, 10, 1024, 3000):
    print(d, [hash(n / d) for n in range(-6, 7)])

# Floats equal to ints hash like the ints.
print(all(hash(float(n) * 1024.0) == hash(n * 1024) for n in range(-3000, 3000)))

# complex: hash(real) + imag * hash(imag), wrapped to a machine word.
for re in (-2.5, -1, 0, 0.5, 1, 3, 1e300):
    print(re, [hash(complex(re, im)) for im in (-1.5, -1, 0, 0.25, 1, 2, 1e10)])
print(hash(complex(1, 0)) == hash(1) == hash(1.0) == hash(True))
print(hash(complex(float("inf"), 0)), hash(complex(0, float("-inf"))))

# Tuples and frozensets of numbers.
for t in [(), (1,), (1, 2), (1.5, -2), (0.1, 10 ** 30, -1), ((1, 2), (3, 4)), (True, 1.0, 1)]:
    print(t, hash(t))
print(hash((1, 2)) == hash((1.0, 2.0)), hash((1, 2j)) == hash((1, complex(0, 2))))
for n in range(0, 60, 6):
    print(n, hash(frozenset(range(n))), hash(frozenset(range(-n, 0))))
print(hash(frozenset()), hash(frozenset([1.5, 2.5])), hash(frozenset([1, 1.0, True])))
