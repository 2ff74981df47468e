# C3 linearisation of class hierarchies.

def mro(cls):
    return " ".join(c.__name__ for c in cls.__mro__)

class O: pass
class A(O): pass
class B(O): pass
class C(O): pass
class D(O): pass
class E(O): pass
class K1(A, B, C): pass
class K2(D, B, E): pass
class K3(D, A): pass
class Z(K1, K2, K3): pass

for cls in (A, K1, K2, K3, Z):
    print(cls.__name__, ":", mro(cls))

# Diamond
class Top: pass
class Left(Top): pass
class Right(Top): pass
class Bottom(Left, Right): pass
print(mro(Bottom))

# Order of bases matters
class Bottom2(Right, Left): pass
print(mro(Bottom2))

# Deep chains mixed with multiple inheritance
class X: pass
class Y(X): pass
class W(Y): pass
class V(X): pass
class U(W, V): pass
print(mro(U))

# Built-in bases
class MyDict(dict): pass

print(mro(MyDict))

class Logged: pass
class LoggedList(Logged, list): pass
print(mro(LoggedList))

# mro() method vs __mro__
print(Z.mro() == list(Z.__mro__), type(Z.__mro__).__name__)

# A method is looked up along the MRO
class P1:
    def who(self):
        return "P1"

class P2:
    def who(self):
        return "P2"

    def only_p2(self):
        return "only in P2"

class Child(P1, P2):
    pass

print(Child().who(), Child().only_p2())

# isinstance and issubclass across the hierarchy
z = Z()
print([cls.__name__ for cls in (O, A, B, C, D, E, K1, K2, K3) if isinstance(z, cls)])
print(issubclass(Z, (int, K3)), issubclass(K1, K2), issubclass(Bottom, Top))
