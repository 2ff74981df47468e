# Class namespaces: __prepare__ of type, __qualname__/__module__ set in the
# body, nested and local qualified names, class scope rules and the order
# and set of entries in a class's __dict__.

def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, e)
attempt("type.__prepare__", lambda: type.__prepare__("a", (), x=1))
attempt("type.__prepare__ noargs", lambda: type.__prepare__())
class Q:
    __qualname__ = "Custom.Name"
    __module__ = "custom_mod"
attempt("qualname override", lambda: (Q.__qualname__, Q.__module__, repr(Q)))
class BadQ:
    pass
attempt("qualname bad in body", lambda: type("X", (), {"__qualname__": 1}))
def f():
    class Local:
        def m(self): pass
    return Local
L = f()
attempt("local qualnames", lambda: (L.__qualname__, L.m.__qualname__))
class Outer:
    class Inner:
        def m(self): pass
    def meth(self):
        def inner(): pass
        return inner
attempt("nested qualnames", lambda: (Outer.Inner.m.__qualname__, Outer().meth().__qualname__))
attempt("doc in body", lambda: type("D", (), {"__doc__": 5}).__doc__)
class WithClassVars:
    x = 1
    y = [x * i for i in range(3)] if False else None
    z = (lambda: 1)()
attempt("class scope", lambda: (WithClassVars.x, WithClassVars.z))
class Comp:
    a = 5
    try:
        b = [a for _ in range(2)]
    except NameError as e:
        b = str(e)
attempt("comprehension in class", lambda: Comp.b)
class DictOrder:
    c = 1
    a = 2
    b = 3
    def m(self): pass
attempt("dict order", lambda: [k for k in DictOrder.__dict__ if not k.startswith("__")])
attempt("dunder keys", lambda: [k for k in DictOrder.__dict__ if k.startswith("__")])
class E: pass
attempt("empty dunder keys", lambda: list(E.__dict__))
class S: __slots__ = ("a",)
attempt("slots dunder keys", lambda: list(S.__dict__))
class WithEq:
    def __eq__(s, o): return True
attempt("eq dunder keys", lambda: list(WithEq.__dict__))
class Sub(E): pass
attempt("sub dunder keys", lambda: list(Sub.__dict__))
class M(type): pass
class WithMeta(metaclass=M): pass
attempt("meta dunder keys", lambda: list(WithMeta.__dict__))
attempt("type keys", lambda: list(type("T", (), {"a": 1}).__dict__))
