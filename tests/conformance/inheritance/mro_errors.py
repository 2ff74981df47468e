# Hierarchies that have no consistent MRO, and other bad base lists.

def attempt(label, make):
    try:
        cls = make()
        print(label, "-> ok:", [c.__name__ for c in cls.__mro__])
    except TypeError as e:
        print(label, "->", type(e).__name__ + ":", e)

class A: pass
class B(A): pass
class C(A): pass

attempt("class X(A, B)", lambda: type("X", (A, B), {}))
attempt("class X(B, A)", lambda: type("X", (B, A), {}))
attempt("class X(A, A)", lambda: type("X", (A, A), {}))

class P: pass
class Q: pass
class PQ(P, Q): pass
class QP(Q, P): pass
attempt("class X(PQ, QP)", lambda: type("X", (PQ, QP), {}))

class D(B, C): pass
class E(C, B): pass
attempt("class X(D, E)", lambda: type("X", (D, E), {}))

# The class statement raises the same error
try:
    class Bad(A, B):
        pass
except TypeError as e:
    print("class statement:", e)

# Bases that are not classes
attempt("class X(5)", lambda: type("X", (5,), {}))

def make_with_statement():
    class X(1):
        pass
    return X

attempt("class X(1) statement", make_with_statement)

# Final built-in types cannot be subclassed
for base in (bool, type(None), range, slice, type(lambda: 0)):
    attempt("subclass %s" % base.__name__, lambda base=base: type("X", (base,), {}))

# Instance layout conflicts between built-in bases
attempt("class X(int, str)", lambda: type("X", (int, str), {}))
attempt("class X(list, dict)", lambda: type("X", (list, dict), {}))
attempt("class X(int, Exception)", lambda: type("X", (int, Exception), {}))

class S1:
    __slots__ = ("a",)

class S2:
    __slots__ = ("b",)

attempt("class X(S1, S2)", lambda: type("X", (S1, S2), {}))
attempt("class X(S1, A)", lambda: type("X", (S1, A), {}))
