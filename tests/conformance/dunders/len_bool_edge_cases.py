# Truthiness and len(): __bool__/__len__ precedence, bad results and the
# way builtins use __length_hint__.

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (TypeError, ValueError, OverflowError) as e:
        print(label, "->", type(e).__name__, e)

class Both:
    def __bool__(self):
        print("  __bool__")
        return False
    def __len__(self):
        print("  __len__")
        return 5
print(bool(Both()), len(Both()), "yes" if Both() else "no", not Both())

class LenOnly:
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
for n in (0, 3, -1, 2**63, 2**100, True, 2.0, "3", None):
    attempt("len " + repr(n), lambda: len(LenOnly(n)))
    attempt("bool " + repr(n), lambda: bool(LenOnly(n)))

class BoolReturns:
    def __init__(self, v): self.v = v
    def __bool__(self): return self.v
for v in (True, 0, 1, None, "", [], 1.0):
    attempt("bool returns " + repr(v), lambda: bool(BoolReturns(v)))
attempt("if with bad __bool__", lambda: "yes" if BoolReturns(1) else "no")
attempt("not with bad __bool__", lambda: not BoolReturns(1))
attempt("and with bad __bool__", lambda: BoolReturns(1) and 1)
attempt("while with bad __bool__", lambda: [1 for _ in range(1) if BoolReturns(2)])

# Subclasses of int returned by __len__ are fine
class MyInt(int): pass
class LenMyInt:
    def __len__(self): return MyInt(4)
print(len(LenMyInt()), type(len(LenMyInt())).__name__)

# __len__ with an __index__ object is not accepted
class Idx:
    def __index__(self): return 2
class LenIdx:
    def __len__(self): return Idx()
attempt("len returns __index__ object", lambda: len(LenIdx()))

# Builtins' truth values for comparison
print(bool(0.0), bool(-0.0), bool(0j), bool(""), bool(" "), bool(()), bool(range(0)),
      bool(range(1)), bool(None), bool(NotImplemented) if False else "skip", bool(...))

# __length_hint__ only affects preallocation, but bad hints raise in list()
class Hinted:
    def __init__(self, hint): self.hint = hint
    def __iter__(self): return iter([1, 2])
    def __length_hint__(self): return self.hint
for hint in (10, 0, NotImplemented, -1, "x", 2**70):
    attempt("list with hint " + repr(hint), lambda: list(Hinted(hint)))

class HintedIter:
    def __init__(self): self.n = 3
    def __iter__(self): return self
    def __next__(self):
        if self.n == 0: raise StopIteration
        self.n -= 1
        return self.n
    def __length_hint__(self): return -5
attempt("iterator with negative hint", lambda: list(HintedIter()))

# len() of builtins vs objects lacking __len__
attempt("len(5)", lambda: len(5))
attempt("len(iter)", lambda: len(iter([])))
attempt("len(gen)", lambda: len(x for x in []))
attempt("len()", lambda: len())
attempt("len(a, b)", lambda: len([], []))
