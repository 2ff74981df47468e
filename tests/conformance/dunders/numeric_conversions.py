# int(), float() and bool() on objects with __int__, __float__, __index__.

class Num:
    def __init__(self, v):
        self.v = v

    def __int__(self):
        return int(self.v)

    def __float__(self):
        return float(self.v)

    def __index__(self):
        return int(self.v)

n = Num(3.75)
print(int(n), float(n), type(int(n)).__name__)

class OnlyIndex:
    def __index__(self):
        return 9

print(int(OnlyIndex()), float(OnlyIndex()))

class OnlyFloat:
    def __float__(self):
        return 2.5

print(float(OnlyFloat()))
try:
    int(OnlyFloat())
except TypeError as e:
    print(type(e).__name__, e)

class BadInt:
    def __int__(self):
        return "no"

class BadFloat:
    def __float__(self):
        return 1

for label, fn in [("int(BadInt())", lambda: int(BadInt())),
                  ("float(BadFloat())", lambda: float(BadFloat())),
                  ("int(object())", lambda: int(object())),
                  ("float(object())", lambda: float(object()))]:
    try:
        print(label, fn())
    except TypeError as e:
        print(label, type(e).__name__, e)

# Returning a subclass of int from __int__ is deprecated but works; use plain ints here
class Counter:
    def __init__(self):
        self.n = 0

    def __int__(self):
        self.n += 1
        return self.n

c = Counter()
print(int(c), int(c), int(c))

# int() and float() on strings, with bases and whitespace
print(int("ff", 16), int("0x1f", 0), int("0b101", 0), int("0o17", 0), int("z", 36), int(" -12 "))
print(float("  -3.5e2 "), float("inf"), float("-Infinity"), float("nan") != float("nan"))
print(int(3.999), int(-3.999), int(True), int(1e20), float(2 ** 60))
print(int("1" * 30), float("1_000.5"))

# int of very large floats and special floats
for v in (float("inf"), float("nan")):
    try:
        int(v)
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)

# bool() accepts anything
print(bool(Num(0)), bool(OnlyIndex()))
