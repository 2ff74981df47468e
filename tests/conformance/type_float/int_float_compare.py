# Comparisons between ints and floats are exact, even when the int does not
# fit a float (no rounding of 2**53 + 1, no overflow for 10**400).
big = [2 ** 1000, 2 ** 1000 + 1, -(2 ** 1000), 2 ** 1024, 2 ** 53 + 1, 2 ** 53, 10 ** 400, 2 ** 63,
       -(2 ** 63) - 1, 9007199254740993]
fl = [2.0 ** 1000, float("inf"), -float("inf"), 9007199254740992.0, 9007199254740994.0,
      1.7976931348623157e308, float("nan"), 9.223372036854776e18, -9.223372036854776e18]
for a in big:
    print(a.bit_length(), ["%d%d%d%d" % (a == f, a < f, a > f, f <= a) for f in fl])
for n in range(2 ** 53 - 3, 2 ** 53 + 4):
    f = float(n)
    print(n, repr(f), n == f, n < f, n > f, hash(n) == hash(f))
print(0 == -0.0, 1 == 1.0000000000000002, 10 ** 16 == 1e16, 10 ** 23 == 1e23, 10 ** 22 == 1e22)
print(max(2 ** 53 + 1, float(2 ** 53)), min(1e308 * 10, 10 ** 400), sorted([3, 2.5, 10 ** 20, 1e19, -1, -1.5]))
print(True == 1.0, False < 0.5, 2 ** 64 in {1.8446744073709552e19}, 1e19 in {10 ** 19})
