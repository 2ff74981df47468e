# The order of class-creation hooks: body, metaclass __new__, __set_name__,
# __init_subclass__, metaclass __init__, then decorators bottom-up.

log = []
class D:
    def __set_name__(self, owner, name): print("  set_name", name)
class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        print("  Meta.__new__ start", name)
        cls = super().__new__(mcls, name, bases, ns, **kw)
        print("  Meta.__new__ end", name)
        return cls
    def __init__(cls, name, bases, ns, **kw):
        print("  Meta.__init__", name, kw)
        super().__init__(name, bases, ns)
class Base(metaclass=Meta):
    def __init_subclass__(cls, **kw):
        print("  __init_subclass__", cls.__name__, kw)
def deco(cls):
    print("  decorator", cls.__name__)
    return cls
def deco2(cls):
    print("  decorator2", cls.__name__)
    cls.extra = True
    return cls
@deco2
@deco
class Child(Base, k=1):
    print("  body")
    a = D()
    b = D()
print(Child.extra)
def returns_none(cls): return None
@returns_none
class Gone: pass
print(Gone)
def replace(cls):
    return lambda: "replaced " + cls.__name__
@replace
class R: pass
print(R())
def deco_args(tag):
    def inner(cls):
        cls.tag = tag
        return cls
    return inner
@deco_args("t1")
class T: pass
print(T.tag)
try:
    @5
    class Bad: pass
except TypeError as e:
    print(type(e).__name__, e)
