# Numeric builtins dispatching to dunders: round, pow (2 and 3 arguments),
# divmod, abs, sum, min/max, complex/float/int conversions and their errors.

def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, e)
class R:
    def __round__(self, *args): return ("round", args)
    def __pow__(self, other, mod=None): return ("pow", other, mod)
    def __rpow__(self, other, mod=None): return ("rpow", other, mod)
    def __divmod__(self, other): return ("divmod", other)
    def __rdivmod__(self, other): return ("rdivmod", other)
    def __abs__(self): return "abs"
r = R()
attempt("round", lambda: (round(r), round(r, 2), round(r, None)))
attempt("round kw", lambda: round(r, ndigits=3))
attempt("round missing", lambda: round(object()))
attempt("round float ndigits", lambda: round(1.5, 1.5))
attempt("pow", lambda: (pow(r, 2), pow(r, 2, 3), r ** 2, 2 ** r, pow(2, r)))
attempt("pow 3 rpow", lambda: pow(2, r, 3))
attempt("divmod", lambda: (divmod(r, 1), divmod(1, r)))
attempt("abs", lambda: abs(r))
attempt("pow kw", lambda: pow(base=r, exp=2, mod=None))
attempt("sum", lambda: sum([r], start=0) if False else sum([1, 2], 10))
class Addable:
    def __init__(self, v): self.v = v
    def __add__(self, o): return Addable(self.v + (o.v if isinstance(o, Addable) else o))
    def __radd__(self, o): return Addable(o + self.v)
    def __repr__(self): return f"A({self.v})"
attempt("sum user", lambda: sum([Addable(1), Addable(2)]))
attempt("sum user start", lambda: sum([Addable(1)], Addable(10)))
attempt("sum strings", lambda: sum(["a", "b"], ""))
attempt("min key", lambda: min([3, 1, 2], key=lambda x: -x))
attempt("max default", lambda: max([], default="d"))
attempt("max empty", lambda: max([]))
attempt("complex user", lambda: complex(type("C", (), {"__complex__": lambda s: 1j})()))
attempt("complex bad", lambda: complex(type("C", (), {"__complex__": lambda s: 1})()))
attempt("float bad", lambda: float(type("F", (), {"__float__": lambda s: 1})()))
attempt("int bad", lambda: int(type("I", (), {"__int__": lambda s: 1.0})()))
attempt("int index fallback bad", lambda: int(type("I", (), {"__index__": lambda s: 1.0})()))
attempt("hash of method", lambda: hash(R.__round__) == hash(R.__round__))
attempt("abs none", lambda: abs(None))
attempt("neg str", lambda: -"a")
attempt("invert float", lambda: ~1.5)
attempt("pos list", lambda: +[])
