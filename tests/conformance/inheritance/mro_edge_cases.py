# C3 linearization in larger hierarchies, mro() overrides and the exact MRO errors.

def names(cls):
    return [c.__name__ for c in cls.__mro__]

def attempt(label, bases):
    try:
        cls = type("X", bases, {})
        print(label, "->", names(cls))
    except TypeError as e:
        print(label, "->", type(e).__name__, e)

# The classic example from the C3 paper
class O: pass
class F(O): pass
class E(O): pass
class D(O): pass
class C(D, F): pass
class B(D, E): pass
class A(B, C): pass
print(names(A))
print(A.mro() == list(A.__mro__), type(A.mro()).__name__, type(A.__mro__).__name__)
print(A.__bases__ == (B, C), A.__base__ is B, O.__bases__ == (object,))

# Errors name the bases involved, in order
class K1(O): pass
class K2(O): pass
class Z1(K1, K2): pass
class Z2(K2, K1): pass
attempt("Z1, Z2", (Z1, Z2))
attempt("O, K1", (O, K1))
attempt("K1, O, K2", (K1, O, K2))
attempt("object, K1", (object, K1))
attempt("K1, object", (K1, object))
attempt("K1, K1", (K1, K1))
attempt("K1, 3", (K1, 3))
attempt("empty", ())

# A metaclass may override mro(); __mro__ uses its result
class ReversedMeta(type):
    def mro(cls):
        default = super().mro()
        print("  mro() called for", cls.__name__)
        return [default[0]] + list(reversed(default[1:]))

class R1: pass
class R2: pass
class R(R1, R2, metaclass=ReversedMeta): pass
print(names(R))

class BadMroMeta(type):
    def mro(cls):
        return [cls, 42]

try:
    class Broken(metaclass=BadMroMeta): pass
except TypeError as e:
    print(type(e).__name__, e)

# Method resolution follows the MRO
class Top:
    def who(self): return "Top"
class Left(Top):
    def who(self): return "Left>" + super().who()
class Right(Top):
    def who(self): return "Right>" + super().who()
class Bottom(Left, Right):
    def who(self): return "Bottom>" + super().who()
print(Bottom().who(), names(Bottom))

# __bases__ can be reassigned when the layout stays compatible
class NewBase:
    def hello(self): return "new base"
class Child(Top): pass
Child.__bases__ = (NewBase,)
print(names(Child), Child().hello())
try:
    Child.__bases__ = ()
except TypeError as e:
    print(type(e).__name__, e)
try:
    Child.__bases__ = (Child,) if False else (1,)
except TypeError as e:
    print(type(e).__name__, e)
class GrandChild(Child): pass
try:
    Child.__bases__ = (GrandChild,)
except TypeError as e:
    print(type(e).__name__, e)
try:
    int.__bases__ = (object,)
except TypeError as e:
    print(type(e).__name__, e)
