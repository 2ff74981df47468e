# Complex numbers with zero imaginary part equal and hash like the real
# number; other complex hashes combine the parts with sys.hash_info.imag.
import sys
print(sys.hash_info.imag)
for re in [0, 1, -1, 0.5, -2.5, 2 ** 40, 1e300, 10 ** 20]:
    c = complex(re, 0)
    print(repr(c), c == re, hash(c) == hash(re), hash(c))
for c in [1j, -1j, 1 + 1j, 2 - 3.5j, complex(1e10, 1e-10), complex(-0.5, 0.25), complex(7, 2 ** 30)]:
    print(repr(c), hash(c), hash(c) == hash(complex(c.real, c.imag)))
d = {1: "int", 1.0: "float", 1 + 0j: "complex", True: "bool"}
print(d, len({0, 0.0, 0j, -0j, False}), {2j: 1}[complex(0, 2)])
print(1j == 1j, 1j != -1j, (1 + 0j) == True, 2 ** 70 == complex(2 ** 70, 0), (0.5 + 0j) in [0.5])
try:
    1j < 2j
except TypeError as e:
    print("TypeError:", e)
