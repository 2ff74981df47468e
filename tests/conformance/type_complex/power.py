# ** with int, float and complex exponents on complex bases, 0 ** negative
# and the special cases for small integer powers.
bases = [1 + 2j, 2j, -1 + 0j, 0.5 - 0.5j, 1j, 3 + 0j, -2 - 3j]
for b in bases:
    print(repr(b), [repr(b ** e) for e in (0, 1, 2, 3, -1, -2, 10)])
    print("  ", repr(b ** 0.5), repr(b ** (0.5 + 1j)), repr(b ** 1j))
print(2 ** (1 + 1j), (-1) ** 0.5, (-8) ** (1 / 3), 1j ** 1j, 0j ** 0, 0j ** 2, 0j ** (2 + 0j))
for exp in [-1, -1j, 1j, -2.5]:
    try:
        print(0j ** exp)
    except ZeroDivisionError as e:
        print(repr(exp), "ZeroDivisionError:", e)
try:
    (1e300 + 1e300j) ** 100
except OverflowError as e:
    print("OverflowError:", e)
try:
    pow(1j, 2, 3)
except ValueError as e:
    print("ValueError:", e)
print(pow(1 + 1j, 2), pow(2, 1j), (1 + 1j) ** 100, (1 + 1j) ** -100)
