# __slots__ against class attributes, properties and instance dicts in
# subclasses: which one an attribute access finds.

def attempt(label, fn):
    try: print(label, "->", fn())
    except Exception as e: print(label, "->", type(e).__name__, e)
class Base:
    __slots__ = ("x",)
class Sub(Base):
    x = "class attr shadows slot"
s = Sub()
attempt("shadowed slot get", lambda: s.x)
attempt("shadowed slot set", lambda: setattr(s, "x", 1))
attempt("via base descriptor", lambda: (Base.x.__set__(s, 5), Base.x.__get__(s)))
class Sub2(Base):
    @property
    def x(self): return "prop"
attempt("property over slot", lambda: Sub2().x)
class Sub3(Base):
    __slots__ = ("y",)
    def __init__(self): self.x, self.y = 1, 2
s3 = Sub3()
attempt("slots inherited", lambda: (s3.x, s3.y, Sub3.__slots__, hasattr(s3, "__dict__")))
class WithDict(Base): pass
w = WithDict()
w.x = 1
w.z = 2
attempt("slot plus dict", lambda: (w.x, w.__dict__))
attempt("slot name in dict ignored", lambda: (w.__dict__.update(x=99), w.x))
class SlotProp:
    __slots__ = ("_v",)
    @property
    def v(self): return self._v
    @v.setter
    def v(self, value): self._v = value
sp = SlotProp()
sp.v = 3
attempt("property backed by slot", lambda: (sp.v, sp._v))
attempt("unset slot via property", lambda: SlotProp().v)
class ClassVarSameAsSlotInSub(Base):
    __slots__ = ()
ClassVarSameAsSlotInSub.x = 10
attempt("assigned class attr hides base slot", lambda: (ClassVarSameAsSlotInSub().x, Base().x if False else "skip"))
