# Rich comparison dunders, their reflections, and the TypeErrors when unsupported.

class Logged:
    def __init__(self, name, value):
        self.name, self.value = name, value

    def __repr__(self):
        return self.name

def make(op, python_op):
    def method(self, other):
        print("  %s.%s(%r)" % (self.name, op, other))
        if not isinstance(other, Logged):
            return NotImplemented
        return python_op(self.value, other.value)
    return method

for op, fn in [("__lt__", lambda a, b: a < b), ("__le__", lambda a, b: a <= b),
               ("__gt__", lambda a, b: a > b), ("__ge__", lambda a, b: a >= b),
               ("__eq__", lambda a, b: a == b), ("__ne__", lambda a, b: a != b)]:
    setattr(Logged, op, make(op, fn))

a, b = Logged("a", 1), Logged("b", 2)
print(a < b, a <= b, a > b, a >= b, a == b, a != b)

# Reflection: a < x where a returns NotImplemented tries x > a
class OnlyGt:
    def __repr__(self):
        return "g"

    def __gt__(self, other):
        print("  OnlyGt.__gt__")
        return "gt result"

print(a < OnlyGt())
print(5 < OnlyGt())

# When nothing handles an ordering comparison: TypeError
class Nothing:
    pass

for fn in (lambda: Nothing() < Nothing(), lambda: Nothing() >= 1, lambda: 1 > Nothing(),
           lambda: "a" <= Nothing()):
    try:
        fn()
    except TypeError as e:
        print(type(e).__name__, e)

# == and != never raise: they fall back to identity
n = Nothing()
print(n == n, n == Nothing(), n != n, n != Nothing(), n == 1)

# A total ordering implemented by hand from __eq__ and __lt__
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __le__(self, other):
        return self == other or self < other

    def __gt__(self, other):
        return not self <= other

    def __ge__(self, other):
        return not self < other

    __hash__ = None

    def __repr__(self):
        return ".".join(map(str, self.parts))

vs = [Version(t) for t in ("1.10", "1.2", "1.2.1", "0.9", "1.2")]
print(sorted(vs), max(vs), min(vs))
print(Version("1.2") <= Version("1.2"), Version("2.0") > Version("1.99"),
      Version("1.0") >= Version("1.0.1"))

# Comparison results need not be bools
class Elementwise:
    def __init__(self, *v):
        self.v = v

    def __lt__(self, other):
        return [x < other for x in self.v]

print(Elementwise(1, 5, 3) < 3)

# Chained comparisons call each dunder and use the truthiness of the results
print(a < b < Logged("c", 3))
