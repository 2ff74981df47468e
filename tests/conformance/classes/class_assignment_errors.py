# __class__ assignment: what CPython allows and the TypeErrors it raises.

def attempt(label, obj, cls):
    try:
        obj.__class__ = cls
        print(label, "-> ok", type(obj).__name__)
    except TypeError as e:
        print(label, "->", type(e).__name__, e)

class A:
    def who(self): return "A"
class B:
    def who(self): return "B"
class SlotsA:
    __slots__ = ("x",)
class SlotsB:
    __slots__ = ("x",)
class SlotsC:
    __slots__ = ("y",)
class SlotsTwo:
    __slots__ = ("x", "y")
class SubList(list): pass
class OtherList(list): pass
class SubInt(int): pass
class SubDict(dict): pass

a = A()
attempt("A -> B", a, B)
print(a.who())
attempt("B -> A", a, A)
attempt("to int", a, int)
attempt("to object", a, object)
attempt("not a class", a, 5)
attempt("slots x -> slots x", SlotsA(), SlotsB)
attempt("slots x -> slots y", SlotsA(), SlotsC)
attempt("slots x -> slots xy", SlotsA(), SlotsTwo)
attempt("dict -> slots", A(), SlotsA)
attempt("slots -> dict", SlotsA(), A)
attempt("SubList -> OtherList", SubList(), OtherList)
attempt("SubList -> list", SubList(), list)
attempt("SubList -> A", SubList(), A)
attempt("int 1 -> SubInt", 1, SubInt)
attempt("SubInt -> SubInt2", SubInt(1), type("SubInt2", (int,), {}))
attempt("list -> SubList", [], SubList)
attempt("object -> A", object(), A)
attempt("SubDict -> dict", SubDict(), dict)
attempt("None -> A", None, A)
attempt("function -> A", lambda: 0, A)

# Deleting __class__
try:
    del a.__class__
except TypeError as e:
    print(type(e).__name__, e)

# Assignment through a metaclass-created class and with __slots__ plus __dict__
class Meta(type): pass
class M1(metaclass=Meta): pass
class M2: pass
attempt("meta instance -> plain", M1(), M2)
class WithDictSlot:
    __slots__ = ("__dict__", "__weakref__")
attempt("dict slot -> plain", WithDictSlot(), A)
class WithDictAndX:
    __slots__ = ("__dict__", "x")
attempt("dict and x -> plain", WithDictAndX(), A)

# Behaviour follows the new class immediately, attributes are kept
class Counter:
    def __init__(self): self.n = 0
    def step(self): self.n += 1; return "Counter"
class Doubler:
    def step(self): self.n += 2; return "Doubler"
c = Counter()
c.step()
c.__class__ = Doubler
print(c.step(), c.n, isinstance(c, Doubler), isinstance(c, Counter))

# __class__ can be assigned via setattr and object.__setattr__
setattr(c, "__class__", Counter)
print(type(c).__name__)
object.__setattr__(c, "__class__", Doubler)
print(type(c).__name__)

# A property named __class__ on the class changes what isinstance sees
class Pretender:
    @property
    def __class__(self): return int
p = Pretender()
print(type(p).__name__, p.__class__.__name__, isinstance(p, int), isinstance(p, Pretender))
