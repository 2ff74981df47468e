# Truthiness via __bool__ and __len__, and the errors for bad return values.

class WithBool:
    def __init__(self, flag):
        self.flag = flag

    def __bool__(self):
        print("  __bool__ ->", self.flag)
        return self.flag

class WithLen:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        print("  __len__ ->", self.n)
        return self.n

class Both:
    def __bool__(self):
        print("  Both.__bool__")
        return False

    def __len__(self):
        print("  Both.__len__")
        return 10

class Neither:
    pass

print(bool(WithBool(True)), bool(WithBool(False)))
print(bool(WithLen(3)), bool(WithLen(0)))
print(bool(Both()), len(Both()))
print(bool(Neither()))

if WithLen(2):
    print("if uses __len__")
while WithBool(False):
    pass
print("not" if not WithLen(0) else "yes")
print([x for x in (WithBool(True), WithLen(0), WithBool(False)) if x].__len__())
print(WithBool(True) and "and-result", WithLen(0) or "or-result")

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (TypeError, ValueError, OverflowError) as e:
        print(label, "->", type(e).__name__ + ":", e)

class BadBool:
    def __bool__(self):
        return 1

class NegLen:
    def __len__(self):
        return -1

class StrLen:
    def __len__(self):
        return "3"

class HugeLen:
    def __len__(self):
        return 2 ** 70

class BoolLen:
    def __len__(self):
        return True

class NoneBool:
    __bool__ = None

attempt("bool(BadBool())", lambda: bool(BadBool()))
attempt("not BadBool()", lambda: not BadBool())
attempt("len(NegLen())", lambda: len(NegLen()))
attempt("bool(NegLen())", lambda: bool(NegLen()))
attempt("len(StrLen())", lambda: len(StrLen()))
attempt("len(HugeLen())", lambda: len(HugeLen()))
attempt("len(BoolLen())", lambda: len(BoolLen()))
attempt("bool(NoneBool())", lambda: bool(NoneBool()))
attempt("len(Neither())", lambda: len(Neither()))

# Built-in truthiness
print([bool(v) for v in (0, 0.0, -0.0, "", " ", [], [0], (), ((),), {}, {0: 0}, set(), range(0),
                         range(1), None, float("nan"))])
