# Unary operator dunders and abs().

class Signed:
    def __init__(self, v):
        self.v = v

    def __neg__(self):
        return Signed(-self.v)

    def __pos__(self):
        return Signed(+self.v if self.v >= 0 else self.v)

    def __invert__(self):
        return Signed(~self.v)

    def __abs__(self):
        return Signed(abs(self.v))

    def __repr__(self):
        return "Signed(%r)" % self.v

s = Signed(5)
print(-s, +s, ~s, abs(Signed(-3)), -(-s), ~~s, abs(-s))

class Empty:
    pass

for label, fn in [("-", lambda: -Empty()), ("+", lambda: +Empty()), ("~", lambda: ~Empty()),
                  ("abs", lambda: abs(Empty()))]:
    try:
        fn()
    except TypeError as e:
        print(label, type(e).__name__, e)

# The result of a unary dunder can be anything
class Odd:
    def __neg__(self):
        return "negated"

    def __invert__(self):
        return None

print(-Odd(), ~Odd())

# Built-in unary results
print(-True, +False, -0, -0.0, +(-0.0), ~0, ~-1, abs(-7.5), abs(-(2 ** 70)), abs(True))
print(-(-(2 ** 63)), ~(2 ** 64))

# Unary ops on subclasses of int return plain ints unless overridden
class MyInt(int):
    pass

print(type(-MyInt(3)).__name__, type(abs(MyInt(-3))).__name__, type(~MyInt(3)).__name__)

class Keeps(int):
    def __neg__(self):
        return Keeps(int.__neg__(self))

print(type(-Keeps(3)).__name__, -Keeps(3))

# not uses __bool__, not a dunder of its own
class Flag:
    def __init__(self, state):
        self.state = state

    def __bool__(self):
        return self.state

print(not Flag(True), not Flag(False))
