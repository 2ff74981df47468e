# Every binary operator dunder in its forward, reflected and in-place form,
# plus unary operators, divmod and three-argument pow.

class Tracer:
    def __init__(self, name): self.name = name
    def __repr__(self): return self.name

names = ["add", "sub", "mul", "matmul", "truediv", "floordiv", "mod", "pow",
         "lshift", "rshift", "and", "or", "xor", "divmod"]

def make(kind, name):
    def method(self, other, *extra):
        return f"{self.name}.__{kind}{name}__({other!r}{', ' + repr(extra[0]) if extra else ''})"
    return method

for name in names:
    setattr(Tracer, f"__{name}__", make("", name))
    setattr(Tracer, f"__r{name}__", make("r", name))
    if name != "divmod":
        setattr(Tracer, f"__i{name}__", make("i", name))

a = Tracer("a")
symbols = ["+", "-", "*", "@", "/", "//", "%", "**", "<<", ">>", "&", "|", "^"]
for sym in symbols:
    print(sym, eval(f"a {sym} 1"), "|", eval(f"1 {sym} a"))
    v = a
    exec(f"v {sym}= 2")
    print(sym + "=", v)
print(divmod(a, 3), divmod(3, a))
print(pow(a, 2), pow(2, a), pow(a, 2, 5))
try:
    print(pow(2, a, 5))
except TypeError as e:
    print(type(e).__name__, e)

# In-place methods set later on the class take effect immediately
class Late: pass
late = Late()
try:
    late += 1
except TypeError as e:
    print(type(e).__name__, e)
Late.__iadd__ = lambda self, other: "late iadd"
late2 = Late()
late2 += 1
print(late2)
del Late.__iadd__
Late.__radd__ = lambda self, other: "late radd"
print(1 + Late())

# Unary operators
class Unary:
    def __neg__(self): return "neg"
    def __pos__(self): return "pos"
    def __invert__(self): return "invert"
    def __abs__(self): return "abs"
u = Unary()
print(-u, +u, ~u, abs(u))
for op, fn in (("-", lambda: -object()), ("+", lambda: +object()), ("~", lambda: ~object()),
               ("abs", lambda: abs(object())), ("~float", lambda: ~1.5), ("-str", lambda: -"s")):
    try:
        fn()
    except TypeError as e:
        print(op, type(e).__name__, e)

# Operators on builtin types return NotImplemented from their dunders
print((1).__add__("x"), (1).__radd__(2.0), "a".__mul__(2))
print((3).__rsub__(10), (2.0).__rpow__(3), (7).__rdivmod__(20), (5).__rtruediv__(1))

# Binary operations between builtins and a user type that knows builtins
class Meters:
    def __init__(self, v): self.v = v
    def __repr__(self): return f"Meters({self.v})"
    def __rmul__(self, k): return Meters(self.v * k)
    def __truediv__(self, k): return Meters(self.v / k)
    def __rtruediv__(self, k): return f"{k}/{self.v}"
print(3 * Meters(2), 2.5 * Meters(2), Meters(3) / 2, 6 / Meters(3), True * Meters(1))
