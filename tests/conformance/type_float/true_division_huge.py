# True division of ints is correctly rounded even for huge operands, and
# overflows with CPython's message; int ** negative int is a float.
pairs = [(10 ** 400, 10 ** 399), (2 ** 1100, 3 ** 500), (1, 3), (10 ** 30, 7), (-(10 ** 30), 7),
         (2 ** 1030, 2 ** 10), (2 ** 53 + 1, 1), (1, 10 ** 600), (-(10 ** 400), 10 ** 399 * 3),
         (2 ** 54 + 3, 2), (3 ** 700, 3 ** 699), (10 ** 308 * 17, 10), (123456789 ** 20, 987654321 ** 19)]
for a, b in pairs:
    print(repr(a / b), repr(-a / b) == repr(-(a / b)))
for a, b in [(10 ** 600, 1), (2 ** 1024, 1), (-(10 ** 400), 3)]:
    try:
        a / b
    except OverflowError as e:
        print("OverflowError:", e)
for a, b in [(2, -1), (2, -2), (-2, -3), (10, -20), (7, -1), (-8, -1), (1, -1000)]:
    print(a, b, repr(a ** b))
for a, b in [(0, -1), (0, -5)]:
    try:
        a ** b
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
try:
    2 ** 10000 * 1.0
except OverflowError as e:
    print("OverflowError:", e)
try:
    float(10 ** 400)
except OverflowError as e:
    print("OverflowError:", e)
try:
    2.0 ** 10000
except OverflowError as e:
    print("OverflowError:", e)
print(repr((-8.0) ** (1 / 3)), repr((-1) ** 0.5), repr(0.0 ** 0), repr(2 ** 0.5))
try:
    0.0 ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
