# Sequence concatenation and repetition against operands defining (or not)
# __radd__/__rmul__: CPython's number phase first, then the sequence
# operation and its own error messages; list += accepts any iterable.

def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, e)
class RNI:
    def __radd__(self, o): print("  __radd__"); return NotImplemented
    def __rmul__(self, o): print("  __rmul__"); return NotImplemented
class ROK:
    def __radd__(self, o): return "radd ok"
    def __rmul__(self, o): return "rmul ok"
class AddOnlyIter:
    def __add__(self, o): return "add"
    def __iter__(self): return iter([9])
class T(tuple): pass
def iadd(a, b):
    a += b
    return a
def imul(a, b):
    a *= b
    return a
for label, right in (("RNI", RNI()), ("ROK", ROK()), ("AddOnlyIter", AddOnlyIter()), ("T", T((1,))), ("tuple", (1,)), ("int", 1)):
    attempt("list += " + label, lambda: iadd([0], right))
    attempt("list + " + label, lambda: [0] + right)
    attempt("list *= " + label, lambda: imul([0], right))
    attempt("list * " + label, lambda: [0] * right)
    attempt("tuple += " + label, lambda: iadd((0,), right))
    attempt("str += " + label, lambda: iadd("s", right))

class T(tuple):
    def __iter__(self): return iter(["T-iter"])
L = []
r = L.__iadd__(T((1, 2)))
print(r, L, r is L)
L2 = []
L2 += T((1, 2))
print(L2)
L3 = []
r = L3.__iadd__((1, 2))
print(r, L3, r is L3)
L4 = []
L4.extend(T((1,2)))
print(L4)
