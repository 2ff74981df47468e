# The rest of float's API: constructor from subclasses, __getnewargs__,
# trunc/floor/ceil, arithmetic dunders, and a float subclass.
import sys
class Money(float):
    def __repr__(self):
        return "Money(%s)" % float.__repr__(self)
m = Money(2.5)
print(repr(m), m + 1, type(m + 1).__name__, type(-m).__name__, type(abs(m)).__name__, m == 2.5)
print(float.__new__(Money, "1.25"), Money("3") * 2, isinstance(m, float), type(float(m)).__name__)
print((1.5).__getnewargs__(), (2.5).__trunc__(), (-2.5).__floor__(), (-2.5).__ceil__(), (2.5).__round__())
print((3.0).__add__(1), (3.0).__radd__(1), (3.0).__add__("x"), (3.0).__rsub__(10), (2.0).__rpow__(3))
print((7.0).__divmod__(2), (7.0).__rdivmod__(30), (0.5).__mul__(True), float.__neg__(0.0))
print(float.fromhex("0x1p-2"), (0.25).hex(), float("1e3").is_integer(), sys.float_info.mant_dig)
print(sum([0.1] * 10), sum([0.1] * 10) == 1.0, 0.1 * 3, 1.1 * 1.1, 3 * 1.1, 1e16 + 1, 2 ** 53 + 1.0)
print(float("12.5") == 12.5, 12.5 == 25 / 2, 0.1 + 0.7, 4.35 * 100, 0.57 * 100, 1.0 - 0.9)
print(int(1e20), int(-1.9999), int(2.0 ** 80), int(1e-30))
