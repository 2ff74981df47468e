# Complex arithmetic with ints, floats and complex, including signed zeros
# and huge values.
pairs = [(1 + 2j, 3 - 4j), (1j, 1j), (2, 1j), (1.5, -2j), (0j, 1), (1e308 + 1e308j, 2), (1 + 1j, 1 + 1j),
         (2j, 2), (-3.5 + 0.5j, 0.25), (True, 1j), (2 ** 60, 1j), (1e-320j, 1e10), (-0.0 + 0j, -1)]
for a, b in pairs:
    print(repr(a), repr(b), repr(a + b), repr(a - b), repr(a * b), repr(b - a), repr(a / b) if b else "-")
z = 0.5 + 0.5j
acc = 1 + 0j
for i in range(12):
    acc = acc * z + 1j
    print(i, repr(acc))
print(-(1 + 2j), +(1 - 2j), abs(3 + 4j), (1 + 2j) == (1 + 2j), (1 + 0j) == 1, (1 + 1j) != 1)
print(sum([1j, 2, 3.5, -1 - 1j]), (2 + 3j) * 1j * 1j, 1j ** 2, (1 + 2j).real + (1 + 2j).imag)
print(complex(1, 2) + True, 5 - 1j, 1.5 * 2j, 10 / (1 + 1j), (4 + 2j) / 2, 1j / 1e-320)
print(repr(complex(1e308, 1e308) * 10), repr((1e200 + 1e200j) * (1e200 + 1e200j)))
