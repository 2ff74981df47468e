# Assigning __bases__: layout and deallocator checks, acceptable bases, and
# MROs of subclasses recomputed; __class__ assignment between slot orders.

def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, e)
class A: pass
class B: pass
class S1: __slots__ = ("x",)
class S2: __slots__ = ("y",)
class S3: __slots__ = ("x",)
class L(list): pass
class C(A): pass
attempt("C -> (B,)", lambda: (setattr(C, "__bases__", (B,)), C.__mro__))
attempt("C -> (S1,)", lambda: setattr(C, "__bases__", (S1,)))
attempt("C -> (L,)", lambda: setattr(C, "__bases__", (L,)))
attempt("C -> (int,)", lambda: setattr(C, "__bases__", (int,)))
attempt("C -> (A, B)", lambda: (setattr(C, "__bases__", (A, B)), [k.__name__ for k in C.__mro__]))
attempt("C -> (object,)", lambda: (setattr(C, "__bases__", (object,)), C.__base__))
class D(S1): pass
attempt("D -> (S3,)", lambda: setattr(D, "__bases__", (S3,)))
attempt("D -> (S2,)", lambda: setattr(D, "__bases__", (S2,)))
attempt("D -> (A,)", lambda: setattr(D, "__bases__", (A,)))
attempt("bases list", lambda: setattr(C, "__bases__", [A]))
attempt("bases with bool", lambda: setattr(C, "__bases__", (bool,)))
class E(A): pass
class F(E): pass
attempt("subclass mro updated", lambda: (setattr(E, "__bases__", (B,)), [k.__name__ for k in F.__mro__]))
attempt("slots x order", lambda: 0)
class P1: __slots__ = ("a", "b")
class P2: __slots__ = ("b", "a")
class P3: __slots__ = ("a", "b")
attempt("class swap same order", lambda: (setattr(P1(), "__class__", P3), "ok"))
attempt("class swap other order", lambda: setattr(P1(), "__class__", P2))
class MA(type): pass
class MB(type): pass
class X(metaclass=MA): pass
class Y(metaclass=MB): pass
class Z(X): pass
attempt("bases metaclass conflict", lambda: setattr(Z, "__bases__", (Y,)))
attempt("del __bases__", lambda: delattr(Z, "__bases__"))
attempt("mro() on meta after bases change", lambda: [k.__name__ for k in Z.mro()])

# Methods resolve through the recomputed MRO of a subclass
class Old:
    def hello(self): return "old"
class New:
    def hello(self): return "new"
class Middle(Old): pass
class Leaf(Middle): pass
leaf = Leaf()
print(leaf.hello())
Middle.__bases__ = (New,)
print(leaf.hello(), [k.__name__ for k in Leaf.__mro__], isinstance(leaf, Old), isinstance(leaf, New))
print([k.__name__ for k in Old.__subclasses__()], [k.__name__ for k in New.__subclasses__()])
