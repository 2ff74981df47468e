# __new__ and __init__: excess-argument rules, return values and direct calls.

def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", type(r).__name__)
    except TypeError as e:
        print(label, "->", type(e).__name__, e)

class Plain: pass
class OnlyInit:
    def __init__(self, a): self.a = a
class OnlyNew:
    def __new__(cls, a):
        return super().__new__(cls)
class Both:
    def __new__(cls, *a, **k): return super().__new__(cls)
    def __init__(self, *a, **k): pass

attempt("Plain(1)", lambda: Plain(1))
attempt("Plain(x=1)", lambda: Plain(x=1))
attempt("OnlyInit(1)", lambda: OnlyInit(1))
attempt("OnlyInit()", lambda: OnlyInit())
attempt("OnlyNew(1)", lambda: OnlyNew(1))
attempt("OnlyNew()", lambda: OnlyNew())
attempt("Both(1, k=2)", lambda: Both(1, k=2))

# object.__new__ / object.__init__ called directly
attempt("object.__new__(Plain, 1)", lambda: object.__new__(Plain, 1))
attempt("object.__new__(OnlyInit, 1)", lambda: object.__new__(OnlyInit, 1))
attempt("object.__new__(OnlyNew, 1)", lambda: object.__new__(OnlyNew, 1))
attempt("object.__init__(Plain(), 1)", lambda: object.__init__(Plain(), 1))
attempt("object.__init__(OnlyNew(1), 1)", lambda: object.__init__(OnlyNew(1), 1))
attempt("object.__init__(Both(), 1)", lambda: object.__init__(Both(), 1))
attempt("object.__new__()", lambda: object.__new__())
attempt("object.__new__(1)", lambda: object.__new__(1))
attempt("object.__new__(int)", lambda: object.__new__(int))
attempt("object.__new__(list)", lambda: object.__new__(list))
attempt("int.__new__(str)", lambda: int.__new__(str))
attempt("int.__new__(bool)", lambda: int.__new__(bool))
attempt("list.__new__(Plain)", lambda: list.__new__(Plain))
attempt("object()", lambda: object(1))
attempt("object.__init__()", lambda: object.__init__())

# Overriding __init__ with super().__init__(args) fails in object
class PassesArgs:
    def __init__(self, x):
        super().__init__(x)
attempt("PassesArgs(1)", lambda: PassesArgs(1))
class NewPassesArgs:
    def __new__(cls, x):
        return super().__new__(cls, x)
attempt("NewPassesArgs(1)", lambda: NewPassesArgs(1))

# __init__ must return None
class BadInit:
    def __init__(self): return 5
attempt("BadInit()", BadInit)

# __new__ returning something else skips __init__
class Other:
    def __new__(cls): return 42
    def __init__(self): print("  never")
print(Other())
class Sub(Plain): pass
class ReturnsSub:
    def __new__(cls): return object.__new__(SubReturns)
    def __init__(self): print("  ReturnsSub.__init__ on", type(self).__name__)
class SubReturns(ReturnsSub): pass
print(type(ReturnsSub()).__name__)

# __new__ is a static method implicitly; calling it explicitly needs cls
class Explicit:
    def __new__(cls, v):
        obj = super().__new__(cls)
        obj.v = v
        return obj
print(type(Explicit.__dict__["__new__"]).__name__, Explicit.__new__(Explicit, 3).v)
attempt("Explicit.__new__()", lambda: Explicit.__new__())

# __init__ called again explicitly re-initialises
o = OnlyInit(1)
o.__init__(2)
print(o.a)

# Subclasses of builtins: __new__ receives the arguments, __init__ too
class Upper(str):
    def __new__(cls, value):
        return super().__new__(cls, value.upper())
    def __init__(self, value):
        self.original = value
u = Upper("abc")
print(u, u.original, type(u).__name__)
class Pair(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))
print(Pair(1, 2), Pair(1, 2)[1])
attempt("Pair(1)", lambda: Pair(1))
class ListWithInit(list):
    def __init__(self, *args):
        super().__init__(args)
print(ListWithInit(1, 2, 3))
