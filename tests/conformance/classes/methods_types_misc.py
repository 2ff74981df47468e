# Bound methods, builtin classmethods on subclasses, reprs of classes after
# renaming, isinstance/issubclass with nested tuples and __class_getitem__.

def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, e)
class P(property): pass
class C:
    @P
    def x(self):
        "xdoc"
        return 1
attempt("subprop doc", lambda: (C.x.__doc__, type(C.x).__name__, vars(C.x) if hasattr(C.x, "__dict__") else None))
class D(dict): pass
attempt("fromkeys sub", lambda: (type(D.fromkeys("ab")).__name__, D.fromkeys("ab")))
attempt("classmethod builtin on instance", lambda: D().fromkeys("a"))
attempt("int.from_bytes sub", lambda: type(type("I",(int,),{}).from_bytes(b"\x01", "big")).__name__)
class A:
    def f(self): pass
attempt("method eq", lambda: (A().f == A().f, A.f == A.f, A.f is A.f))
a = A()
attempt("bound eq same inst", lambda: (a.f == a.f, a.f is a.f, hash(a.f) == hash(a.f)))
attempt("method attrs", lambda: (a.f.__name__, a.f.__qualname__, a.f.__doc__, a.f.__module__))
attempt("method setattr", lambda: setattr(a.f, "x", 1))
attempt("method getattr func attr", lambda: (setattr(A.f, "tag", 5), a.f.tag))
attempt("function __get__ on class", lambda: A.f.__get__(None, A) is A.f)
attempt("classmethod repr", lambda: repr(classmethod(len))[:30])
attempt("staticmethod repr", lambda: repr(staticmethod(len)))
attempt("property repr", lambda: repr(property())[:20])
attempt("super repr unbound", lambda: repr(super(A)))
attempt("type repr", lambda: (repr(A), repr(type), repr(int), repr(type(None))))
attempt("object repr", lambda: repr(object())[:17])
class M(type): pass
class K(metaclass=M): pass
attempt("metaclass repr", lambda: (repr(M), repr(K)))
attempt("class module change", lambda: (setattr(K, "__module__", "x.y"), repr(K)))
attempt("qualname in repr", lambda: (setattr(K, "__qualname__", "Q.R"), repr(K), K.__name__))
attempt("name change repr", lambda: (setattr(K, "__name__", "Z"), repr(K), K.__qualname__))
attempt("isinstance tuple nested", lambda: isinstance(1, (str, (int, float))))
attempt("issubclass tuple nested", lambda: issubclass(bool, ((str,), int)))
attempt("issubclass non-class first", lambda: issubclass(1, int))
attempt("callable checks", lambda: (callable(A), callable(A()), callable(a.f), callable(len), callable(None)))
class WithSlots:
    __slots__ = ("a",)
    def __init__(self): self.a = 1
attempt("slots getstate", lambda: hasattr(WithSlots(), "__dict__"))
attempt("hash of class", lambda: hash(A) == hash(A))
attempt("type.__call__ on int", lambda: type.__call__(int, "5"))
attempt("int.__new__ kw", lambda: int.__new__(int, x=1))
attempt("object.__new__ kw", lambda: object.__new__(A, x=1))
attempt("A(x=1)", lambda: A(x=1))
attempt("type.__subclasses__", lambda: type.__subclasses__(A))
attempt("dir class", lambda: [n for n in dir(A) if not n.startswith("__")])
attempt("dir metaclass", lambda: "mro" in dir(K), )
attempt("getattr default", lambda: getattr(A, "zz", None))
attempt("del method from instance", lambda: delattr(a, "f"))
attempt("setattr on class via instance type", lambda: (setattr(type(a), "g", lambda s: 2), a.g()))
attempt("bool of class", lambda: (bool(A), bool(K)))
attempt("len of class", lambda: len(A))
attempt("class getitem", lambda: A[int])
attempt("list[int]", lambda: repr(list[int]))
class G:
    def __class_getitem__(cls, item): return f"G[{item.__name__}]"
attempt("class_getitem", lambda: (G[int], type(G.__dict__["__class_getitem__"]).__name__))
