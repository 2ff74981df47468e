# Methods and attributes of int and bool.

for n in (0, 1, 7, 255, 256, -1, -256, 2 ** 100, -(2 ** 100) + 1):
    print(n, n.bit_length(), n.bit_count(), n.as_integer_ratio(), n.is_integer(), n.numerator,
          n.denominator, n.real, n.imag, n.conjugate())

print(True.bit_length(), True.numerator, False.real, True.as_integer_ratio(), True + 0)
print(int.bit_length(10), (10).__add__(5), (10).__radd__(5), (10).__sub__(1.5), (7).__truediv__(2))
print((5).__eq__(5.0), (5).__lt__("x"), (3).__pow__(2), (3).__neg__(), (6).__floordiv__(4))
print((255).__format__("x"), (255).__format__("08b"), (1234567).__format__(","), (5).__index__())

# Attributes are read-only
try:
    (5).numerator = 3
except AttributeError as e:
    print(type(e).__name__, e)

# int subclass keeps methods
class Bits(int):
    def ones(self):
        return self.bit_count()

print(Bits(0b1011).ones(), Bits(5).bit_length(), Bits(5) + 1, type(Bits(5) + 1).__name__)

# Two's-complement helpers built from bit operations
def to_twos(n, bits):
    return n & ((1 << bits) - 1)

def from_twos(n, bits):
    return n - (1 << bits) if n & (1 << (bits - 1)) else n

for v in (5, -5, 127, -128, 0):
    t = to_twos(v, 8)
    print(v, t, "{:08b}".format(t), from_twos(t, 8))
