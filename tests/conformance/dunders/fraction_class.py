# A rational number class implementing the numeric protocol with plain ints.

def gcd(a, b):
    while b:
        a, b = b, a % b
    return abs(a)

def coerced(method):
    """Turns int operands into Frac and answers NotImplemented for anything else."""
    def wrapper(self, other):
        if isinstance(other, int):
            other = Frac(other)
        elif not isinstance(other, Frac):
            return NotImplemented
        return method(self, other)
    wrapper.__name__ = method.__name__
    return wrapper

class Frac:
    __slots__ = ("num", "den")

    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError("Frac(%d, 0)" % num)
        if den < 0:
            num, den = -num, -den
        g = gcd(num, den) or 1
        self.num, self.den = num // g, den // g

    @coerced
    def __add__(self, o):
        return Frac(self.num * o.den + o.num * self.den, self.den * o.den)

    __radd__ = __add__

    @coerced
    def __sub__(self, o):
        return Frac(self.num * o.den - o.num * self.den, self.den * o.den)

    @coerced
    def __rsub__(self, o):
        return o - self

    @coerced
    def __mul__(self, o):
        return Frac(self.num * o.num, self.den * o.den)

    __rmul__ = __mul__

    @coerced
    def __truediv__(self, o):
        return Frac(self.num * o.den, self.den * o.num)

    @coerced
    def __rtruediv__(self, o):
        return o / self

    def __pow__(self, exp):
        if not isinstance(exp, int):
            return NotImplemented
        if exp < 0:
            return Frac(self.den ** -exp, self.num ** -exp)
        return Frac(self.num ** exp, self.den ** exp)

    def __neg__(self):
        return Frac(-self.num, self.den)

    def __abs__(self):
        return Frac(abs(self.num), self.den)

    @coerced
    def __eq__(self, o):
        return self.num == o.num and self.den == o.den

    @coerced
    def __lt__(self, o):
        return self.num * o.den < o.num * self.den

    def __hash__(self):
        return hash(self.num) if self.den == 1 else hash((self.num, self.den))

    def __float__(self):
        return self.num / self.den

    def __int__(self):
        return int(self.num / self.den)

    def __bool__(self):
        return self.num != 0

    def __repr__(self):
        return "Frac(%d, %d)" % (self.num, self.den)

    def __str__(self):
        return str(self.num) if self.den == 1 else "%d/%d" % (self.num, self.den)

half, third = Frac(1, 2), Frac(1, 3)
print(half + third, half - third, half * third, half / third, third ** 2, half ** -3)
print(1 + half, 1 - half, 2 * third, 1 / third, -half, abs(Frac(-3, 4)))
print(half == Frac(2, 4), half == 0.5, Frac(4, 2) == 2, half < third, third < half)
print(sorted([half, third, Frac(3, 4), Frac(-1, 2), Frac(2)]))
print(float(third), int(Frac(7, 2)), bool(Frac(0, 5)), bool(third))
print(len({Frac(1, 2), Frac(2, 4), Frac(3, 6)}), hash(Frac(3)) == hash(3))
print(sum([Frac(1, n) for n in range(1, 7)]), sum([Frac(1, 2 ** k) for k in range(10)]))
harmonic = Frac(0)
for n in range(1, 21):
    harmonic += Frac(1, n)
print(harmonic, repr(harmonic), Frac.__add__.__name__)
try:
    Frac(1, 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
try:
    half + 0.5
except TypeError as e:
    print(type(e).__name__, e)
try:
    half > "x"
except TypeError as e:
    print(type(e).__name__, e)
