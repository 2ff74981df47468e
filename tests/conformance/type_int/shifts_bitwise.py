# Shifts and bitwise operators on negative and huge ints behave as on
# infinite two's complement; shift counts are checked.
for v in [0, 1, -1, 7, -7, 2 ** 63, -(2 ** 63), 10 ** 25, -(10 ** 25)]:
    print(v, [v << s for s in (0, 1, 3, 64)], [v >> s for s in (0, 1, 3, 63, 64, 100)])
for a in [0, 5, -5, 12345678901234567890, -98765432109876543210]:
    print(a, [(a & b, a | b, a ^ b) for b in (0, 3, -3, 2 ** 70 - 1, -(2 ** 70))], ~a)
for a, s in [(1, -1), (2 ** 100, -5)]:
    for op in ("<<", ">>"):
        try:
            print(eval("a %s s" % op))
        except ValueError as e:
            print(op, "ValueError:", e)
try:
    1 << 2 ** 70
except OverflowError as e:
    print("OverflowError:", e)
print(1 >> 2 ** 70, -1 >> 2 ** 70, 0 << 2 ** 70, -(2 ** 100) >> 99, (-1) << 70)
print(True & 3, True | 2, True ^ True, type(True ^ True).__name__, type(True & 3).__name__, ~True)
x = 0
for i in range(64):
    x |= (i % 3 == 0) << i
print(x, bin(x), x & -x, x & (x - 1), (x ^ (x >> 1)) % 1000)
