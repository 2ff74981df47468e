# Reflected (__r*__) operators and when they are tried.

class Right:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name

def make(op):
    def method(self, other):
        return "%s.%s(%r)" % (self.name, op, other)
    return method

for op in ("add", "sub", "mul", "matmul", "truediv", "floordiv", "mod", "pow",
           "lshift", "rshift", "and", "or", "xor"):
    setattr(Right, "__r%s__" % op, make("__r%s__" % op))

r = Right("r")
print(1 + r)
print(1 - r)
print(2 * r)
print(2 @ r)
print(2 / r)
print(2 // r)
print(2 % r)
print(2 ** r)
print(2 << r)
print(2 >> r)
print(2 & r)
print(2 | r)
print(2 ^ r)
print("text" + r, [1] + r, (1, 2) * r)

# Reflected method is not used for the same type
try:
    r + r
except TypeError as e:
    print(type(e).__name__, e)

# Left operand returning NotImplemented hands over to the right
class Left:
    def __repr__(self):
        return "Left()"

    def __add__(self, other):
        print("  Left.__add__ -> NotImplemented")
        return NotImplemented

print(Left() + r)

# When both return NotImplemented: TypeError
class NoRadd:
    def __radd__(self, other):
        print("  NoRadd.__radd__ -> NotImplemented")
        return NotImplemented

try:
    Left() + NoRadd()
except TypeError as e:
    print(type(e).__name__, e)

# Built-in types return NotImplemented for unknown operands, then ours runs
class Meters:
    def __init__(self, v):
        self.v = v

    def __rmul__(self, k):
        return Meters(self.v * k)

    def __radd__(self, other):
        if other == 0:
            return self
        return Meters(other + self.v)

    def __add__(self, other):
        return Meters(self.v + (other.v if isinstance(other, Meters) else other))

    def __repr__(self):
        return "%gm" % self.v

print(3 * Meters(2), 2.5 * Meters(2), sum([Meters(1), Meters(2), Meters(3)]))

# Subclass of the left operand's type gets priority for reflected ops
class Base:
    def __sub__(self, other):
        return "Base.__sub__"

    def __rsub__(self, other):
        return "Base.__rsub__"

class Sub(Base):
    def __rsub__(self, other):
        return "Sub.__rsub__"

print(Base() - Sub(), Sub() - Base(), Base() - Base())

# A reflected operator on a subclass of int
class Int(int):
    def __radd__(self, other):
        return "Int.__radd__(%r)" % other

print(1 + Int(2), Int(2) + 1, 1.5 + Int(2))
