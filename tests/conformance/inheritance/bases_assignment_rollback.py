# A failed __bases__ assignment (a subclass's mro() raises) leaves every
# class as it was; a successful one reaches classes below a diamond.

def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, e)
class Picky(type):
    def mro(cls):
        if getattr(cls, "refuse", False) and any(b.__name__ == "B2" for b in cls.__bases__[0].__mro__):
            raise ValueError("refused for " + cls.__name__)
        return super().mro()
class A(metaclass=Picky): pass
class B1(A): pass
class B2(A): pass
class Mid(B1): pass
class Low(Mid):
    refuse = True
attempt("before", lambda: [c.__name__ for c in Low.__mro__])
attempt("assign fails in subclass", lambda: setattr(Mid, "__bases__", (B2,)))
attempt("after failure Mid", lambda: ([c.__name__ for c in Mid.__mro__], [b.__name__ for b in Mid.__bases__]))
attempt("after failure Low", lambda: [c.__name__ for c in Low.__mro__])
attempt("subclasses intact", lambda: ([c.__name__ for c in B1.__subclasses__()], [c.__name__ for c in B2.__subclasses__()]))
class X: pass
class Y(X): pass
class Z1(Y): pass
class Z2(Y): pass
class W(Z1, Z2): pass
class NewX: 
    def hi(self): return "newx"
attempt("diamond", lambda: (setattr(Y, "__bases__", (NewX,)), [c.__name__ for c in W.__mro__], W().hi()))
