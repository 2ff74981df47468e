# Conversion dunders returning the wrong types: CPython's messages and the
# deprecation-free cases (int/float/complex/index/bool/len/hash/repr/str).

def attempt(label, fn):
    try:
        print(label, "->", repr(fn()))
    except (TypeError, ValueError, OverflowError, IndexError) as e:
        print(label, "->", type(e).__name__, e)

class Returns:
    def __init__(self, value): self.value = value
    def __int__(self): return self.value
    def __float__(self): return self.value
    def __index__(self): return self.value
    def __bool__(self): return self.value
    def __len__(self): return self.value
    def __hash__(self): return self.value
    def __repr__(self): return self.value
    def __str__(self): return self.value
    def __complex__(self): return self.value

for value in (7, 2.5, "text", None, -1, 2**70, -2**70):
    r = Returns(value)
    print("value", repr(value))
    attempt("  int", lambda: int(r))
    attempt("  float", lambda: float(r))
    attempt("  index", lambda: range(100)[r])
    attempt("  bool", lambda: bool(r))
    attempt("  len", lambda: len(r))
    attempt("  hash", lambda: hash(r))
    attempt("  repr", lambda: repr(r))
    attempt("  str", lambda: str(r))
    attempt("  complex", lambda: complex(r))

# int(), float() and complex() fall back to __index__
class OnlyIndex:
    def __index__(self): return 9
print(int(OnlyIndex()), float(OnlyIndex()), complex(OnlyIndex()))

# Missing conversions
class Nothing: pass
attempt("int(Nothing)", lambda: int(Nothing()))
attempt("float(Nothing)", lambda: float(Nothing()))
attempt("complex(Nothing)", lambda: complex(Nothing()))
attempt("index(Nothing)", lambda: [1][Nothing()])
attempt("range(Nothing)", lambda: range(Nothing()))
attempt("hex(Nothing)", lambda: hex(Nothing()))
attempt("bin(OnlyIndex)", lambda: bin(OnlyIndex()))
attempt("len(Nothing)", lambda: len(Nothing()))
attempt("bool(Nothing)", lambda: bool(Nothing()))

# __bool__ = None and __len__ = None
class NoBool:
    __bool__ = None
attempt("bool(NoBool)", lambda: bool(NoBool()))
class NoLen:
    __len__ = None
attempt("len(NoLen)", lambda: len(NoLen()))
attempt("bool(NoLen)", lambda: bool(NoLen()))
class NoHash:
    __hash__ = None
attempt("hash(NoHash)", lambda: hash(NoHash()))
