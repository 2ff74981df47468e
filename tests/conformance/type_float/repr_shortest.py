# repr() and str() of floats give the shortest text that reads back as the
# same float, switching to exponent form below 1e-4 and from 1e16 on.
samples = [0.1, 0.2, 0.1 + 0.2, 1 / 3, 2 / 3, 1e-4, 9.999e-5, 1e-5, 1e15, 1e16, 123456789012345.6,
           1234567890123456.7, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, 100.0,
           1e22, 1e23, 0.30000000000000004, 4.35, 2.675, 1.1, 1.15, -0.0, 0.0, 3.0, -7.25]
for v in samples:
    print(repr(v), str(v), float(repr(v)) == v)

# Round trips over a deterministic walk of doubles.
x = 1.0
ok = 0
for i in range(3000):
    x = x * 1.618033988749895 + 0.5
    if x > 1e300:
        x = x / 1e299
    y = x / 7.0 ** (i % 50)
    if float(repr(y)) == y and float(str(-y)) == -y:
        ok += 1
print("round trips", ok)
for i in range(60):
    v = 10.0 ** (i - 30) * 1.2345678901234567
    print(i - 30, repr(v), repr(-v / 3))
print(str(1e16), str(9999999999999998.0), repr(1e-4), repr(0.00009999999999999999))
print([repr(2.0 ** k) for k in range(50, 70, 3)])
print([repr(2.0 ** -k) for k in range(10, 30, 4)])
