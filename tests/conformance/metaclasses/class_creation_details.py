# Class creation details: __mro_entries__, __orig_bases__, __classcell__,
# __qualname__/__module__ of nested classes, and metaclass __init__ rules.

class Alias:
    def __init__(self, real): self.real = real
    def __mro_entries__(self, bases):
        print("  __mro_entries__", [type(b).__name__ for b in bases])
        return (self.real,)

class Real:
    def hello(self): return "hello from Real"

alias = Alias(Real)
class Uses(alias, object if False else Real.__base__):
    pass
print([c.__name__ for c in Uses.__mro__], Uses.__orig_bases__[0] is alias, Uses().hello())
print(hasattr(Real, "__orig_bases__"), "__orig_bases__" in Uses.__dict__)

class Empty:
    def __mro_entries__(self, bases): return ()
class OnlyEmpty(Empty()): pass
print([c.__name__ for c in OnlyEmpty.__mro__])

class BadEntries:
    def __mro_entries__(self, bases): return [Real]
try:
    class Bad(BadEntries()): pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    type("T", (Alias(Real),), {})
except TypeError as e:
    print(type(e).__name__, e)

# __classcell__ must reach type.__new__ when a method uses __class__/super
class Forgetful(type):
    def __new__(mcls, name, bases, ns):
        ns = dict(ns)
        ns.pop("__classcell__", None)
        return super().__new__(mcls, name, bases, ns)
try:
    class NeedsCell(metaclass=Forgetful):
        def m(self): return __class__
except RuntimeError as e:
    print(type(e).__name__, e)

class Swapper(type):
    def __new__(mcls, name, bases, ns):
        cell_user = super().__new__(mcls, name, bases, ns)
        return super().__new__(mcls, name + "2", bases, dict(ns))
try:
    class Swapped(metaclass=Swapper):
        def m(self): return __class__
except (RuntimeError, TypeError) as e:
    print(type(e).__name__, e)

class BadCell(type):
    def __new__(mcls, name, bases, ns):
        ns["__classcell__"] = 5
        return super().__new__(mcls, name, bases, ns)
try:
    class WithBadCell(metaclass=BadCell): pass
except TypeError as e:
    print(type(e).__name__, e)

# Qualified names of nested and local classes
class Outer:
    class Inner:
        class Deepest: pass
    def method(self):
        class Local: pass
        return Local
print(Outer.Inner.__qualname__, Outer.Inner.Deepest.__qualname__, Outer().method().__qualname__)
print(Outer.Inner.__module__, Outer.__dict__["Inner"].__name__)

# Metaclass __init__ signature rules of type.__init__
class KwMeta(type):
    def __new__(mcls, name, bases, ns, **kw):
        return super().__new__(mcls, name, bases, ns)
try:
    class NoInit(metaclass=KwMeta, extra=1): pass
except TypeError as e:
    print(type(e).__name__, e)
class KwMeta2(KwMeta):
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
        cls.kw = kw
class WithInit(metaclass=KwMeta2, extra=1): pass
print(WithInit.kw)
try:
    type.__init__(WithInit, "x")
except TypeError as e:
    print(type(e).__name__, e)

# The class body namespace: __module__, __qualname__ and annotations
class Body:
    x: int = 1
    y: "str"
    print("  in body:", sorted(k for k in locals() if k.startswith("__")))
print(Body.__annotations__, Body.__dict__.get("y", "no y"))

# vars(cls) is a read-only mappingproxy
try:
    vars(Body)["z"] = 1
except TypeError as e:
    print(type(e).__name__, e)
print(type(vars(Body)).__name__, "x" in vars(Body), vars(Body)["x"])
