# The __eq__/__hash__ rules: defining __eq__ sets __hash__ to None, how that
# interacts with inheritance, and hash() result normalisation.

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (TypeError, ValueError, OverflowError) as e:
        print(label, "->", type(e).__name__, e)

class Plain: pass
class WithEq:
    def __eq__(self, other): return True
class WithEqAndHash:
    def __eq__(self, other): return True
    def __hash__(self): return 42
class SubOfHashable(WithEqAndHash):
    def __eq__(self, other): return False
class SubOfHashableNoEq(WithEqAndHash):
    pass
class RestoresHash(WithEq):
    __hash__ = object.__hash__
class ExplicitNone:
    __hash__ = None
class OnlyHash:
    def __hash__(self): return 7

for cls in (Plain, WithEq, WithEqAndHash, SubOfHashable, SubOfHashableNoEq, RestoresHash,
            ExplicitNone, OnlyHash):
    h = cls.__dict__.get("__hash__", "inherited")
    attempt(cls.__name__, lambda: (h if h is None or h == "inherited" else type(h).__name__,
                                   isinstance(hash(cls()), int)))

# __hash__ set to None in the class dict shows up as None
print(WithEq.__hash__, SubOfHashable.__hash__, "__hash__" in SubOfHashableNoEq.__dict__)

# Unhashable instances in sets and dict keys
attempt("set", lambda: {WithEq()})
attempt("dict key", lambda: {WithEq(): 1})
attempt("frozenset", lambda: frozenset([ExplicitNone()]))
attempt("in set", lambda: WithEq() in {1, 2})
attempt("in dict", lambda: WithEq() in {1: 2})

# hash() results are normalised
class Returns:
    def __init__(self, v): self.v = v
    def __hash__(self): return self.v
for v in (-1, -2, 0, 2**61 - 1, 2**61, 2**64 + 5, -2**64, True, 10**30):
    attempt("hash " + repr(v), lambda: hash(Returns(v)))
class MyInt(int): pass
attempt("int subclass", lambda: (hash(Returns(MyInt(5))), type(hash(Returns(MyInt(5)))).__name__))
for v in (1.5, "x", None, [1]):
    attempt("hash returns " + type(v).__name__, lambda: hash(Returns(v)))

# Builtin subclasses: defining __eq__ removes the inherited hash
class StrEq(str):
    def __eq__(self, other): return str.__eq__(self, other)
class StrPlain(str): pass
attempt("StrEq", lambda: hash(StrEq("a")))
print(hash(StrPlain("a")) == hash("a"))

# __eq__ results are not converted; __ne__ inverts __eq__ by default
class Weird:
    def __eq__(self, other): return "yes"
print(Weird() == 1, Weird() != 1, [Weird()] == [1], Weird() in [1])
class NeOnly:
    def __ne__(self, other): return "ne called"
print(NeOnly() != 1, NeOnly() == NeOnly())
class EqNotImpl:
    def __eq__(self, other): return NotImplemented
e = EqNotImpl()
print(e == e, e != e, e == EqNotImpl(), e != 1)

# A dict looking up a key whose __eq__ raises
class Boom:
    def __hash__(self): return 1
    def __eq__(self, other): raise RuntimeError("eq failed")
d = {Boom(): 1}
try:
    d[Boom()]
except RuntimeError as e:
    print(type(e).__name__, e)
b = Boom()
print({b: 2}[b])
