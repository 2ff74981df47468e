# Subclasses of int: arithmetic returns plain ints, the subclass's own
# methods and repr are kept, and int methods accept them.
class Cents(int):
    def __repr__(self):
        return "Cents(%d)" % int(self)
    def dollars(self):
        return "$%d.%02d" % divmod(int(self), 100)
c = Cents(12345)
print(repr(c), c.dollars(), c + 1, type(c + 1).__name__, type(-c).__name__, type(abs(c)).__name__)
print(c.bit_length(), c.to_bytes(4, "big"), c.as_integer_ratio(), c.is_integer(), c.numerator, c.denominator)
print(int(c), type(int(c)).__name__, str(c), format(c, ",d"), c == 12345, hash(c) == hash(12345))
print(Cents("ff", 16), Cents(" 77 "), Cents(3.9), Cents(), type(Cents(5) * 2).__name__)
class Even(int):
    def __new__(cls, value):
        return super().__new__(cls, value - value % 2)
print(Even(7), Even(-3), [Even(k) for k in range(5)], isinstance(Even(4), int))
print(True + True, True * 10, -True, True.real, True.imag, True.conjugate(), True.numerator)
print(int.__add__(3, 4), int.__sub__(3, 4), int.__mul__(3, 4.0), int.__truediv__(7, 2), int.__pow__(2, -1))
print((5).real, (5).imag, (5).conjugate(), (-5).__abs__(), (5).__neg__(), (5).__invert__(), (5).__bool__())
print((5).__lt__(6), (5).__eq__(5.0), (5).__lshift__(2), (5).__rrshift__(40), (5).__rpow__(2), (5).__rmod__(17))
