# Special methods that recurse into themselves end in RecursionError (never a
# crash), and object.__setattr__/__delattr__ reached from a class's own hooks.

def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, str(e)[:80])
class Rec:
    def __getattr__(self, name): return self.other
attempt("getattr recursion", lambda: Rec().x)
class Sl:
    __slots__ = ("a",)
    def __setattr__(self, k, v):
        print("  setattr", k)
        super().__setattr__(k, v)
    def __delattr__(self, k):
        print("  delattr", k)
        super().__delattr__(k)
    def __getattribute__(self, k):
        print("  getattribute", k)
        return super().__getattribute__(k)
s = Sl()
s.a = 1
attempt("get a", lambda: s.a)
del s.a
attempt("get a after del", lambda: s.a)
attempt("set b", lambda: setattr(s, "b", 1))
attempt("del b", lambda: delattr(s, "b"))
class EqRec:
    def __eq__(self, other): return self == other
attempt("eq recursion", lambda: EqRec() == 1)
class ReprRec:
    def __repr__(self): return repr([self])
attempt("repr recursion", lambda: repr(ReprRec()))
class HashRec:
    def __hash__(self): return hash(self)
attempt("hash recursion", lambda: hash(HashRec()))
class LenRec:
    def __len__(self): return len(self)
attempt("len recursion", lambda: len(LenRec()))
class BoolRec:
    def __bool__(self): return bool(self)
attempt("bool recursion", lambda: bool(BoolRec()))
class IterRec:
    def __iter__(self): return iter(self)
attempt("iter recursion", lambda: iter(IterRec()))
class CallRec:
    def __call__(self): return self()
attempt("call recursion", lambda: CallRec()())
class GetRec:
    def __get__(self, o, t): return o.d
class HG:
    d = GetRec()
attempt("descriptor recursion", lambda: HG().d)
class StrRec:
    def __str__(self): return str(self)
attempt("str recursion", lambda: str(StrRec()))
class FmtRec:
    def __format__(self, spec): return format(self, spec)
attempt("format recursion", lambda: format(FmtRec(), ""))
class AddRec:
    def __add__(self, o): return self + o
attempt("add recursion", lambda: AddRec() + 1)
class InitRec:
    def __init__(self): InitRec()
attempt("init recursion", lambda: InitRec())
class SetRec:
    def __setattr__(self, k, v): setattr(self, k, v)
attempt("setattr recursion", lambda: setattr(SetRec(), "x", 1))
class ContRec:
    def __contains__(self, x): return x in self
attempt("contains recursion", lambda: 1 in ContRec())
class GIRec:
    def __getitem__(self, i): return self[i]
attempt("getitem recursion", lambda: GIRec()[0])
class M(type):
    def __call__(cls): return cls()
class MC(metaclass=M): pass
attempt("metaclass call recursion", lambda: MC())
print("survived")
