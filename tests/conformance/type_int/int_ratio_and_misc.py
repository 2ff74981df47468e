# as_integer_ratio, is_integer, the numbers-protocol attributes and
# int() from objects with __int__, __index__ or __trunc__ absent.
for i in [0, 1, -1, 255, -256, 2 ** 64, -(2 ** 64) + 1, 10 ** 30]:
    print(i, i.as_integer_ratio(), i.is_integer(), i.numerator, i.denominator, i.real, i.imag, i.conjugate())
class Idx:
    def __index__(self):
        return 42
class Num:
    def __int__(self):
        return 7
class BadInt:
    def __int__(self):
        return "7"
print(int(Idx()), int(Num()), bin(Idx()), hex(Idx()), "abc"[:Idx()], range(Idx())[-1])
try:
    int(BadInt())
except TypeError as e:
    print("TypeError:", e)
print(int("  -42  "), int(-0.9), int(0.9), int(1e18), int(-1e18), int(2.5e30) == 2500000000000000092297323657216)
print(abs(-10 ** 40), -(-10 ** 40), +(10 ** 40), sum(range(10 ** 6)), max(2 ** 70, 2 ** 70 + 1, key=lambda v: -v))
print(2 ** 100 // 3 ** 30, 2 ** 100 % 3 ** 30, (-2) ** 101, (-3) ** 100 % 10 ** 12, 0 ** 0, 10 ** -2)
