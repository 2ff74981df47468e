# staticmethod and classmethod objects: binding, attributes and edge cases.

class C:
    @staticmethod
    def s(*args): return ("s", args)

    @classmethod
    def c(cls, *args): return ("c", cls.__name__, args)

class D(C): pass

print(C.s(1), C().s(2), D.s(3))
print(C.c(1), C().c(2), D.c(3), D().c(4))

# The wrapper objects themselves
sm = C.__dict__["s"]
cm = C.__dict__["c"]
print(type(sm).__name__, type(cm).__name__)
print(sm.__func__ is C.s, cm.__func__ is C.c.__func__, sm.__wrapped__ is sm.__func__)
print(sm.__get__(None, C) is C.s, cm.__get__(None, D).__self__ is D, cm.__get__(D()).__self__ is D)
print(callable(sm), sm(5), sm.__name__, sm.__qualname__, cm.__name__, cm.__qualname__)
print(sm.__doc__, cm.__isabstractmethod__, sm.__isabstractmethod__)

# Bound classmethods are method objects bound to the class
bound = D.c
print(type(bound).__name__, bound.__self__ is D, bound.__func__ is cm.__func__, bound == D.c)

# Wrapping arbitrary callables
def plain(*a): return a
smc = staticmethod(len)
print(smc("abc"), staticmethod(plain)(1, 2))
class E:
    length = staticmethod(len)
    make = classmethod(dict.fromkeys)
print(E.length("four"), E().length([1]))

# Attributes are forwarded from the wrapped function
def documented(x):
    "the doc"
    return x
documented.custom = "attr"
s2 = staticmethod(documented)
print(s2.__doc__, s2.__name__, s2.__dict__ if hasattr(s2, "__dict__") else None)
print(getattr(classmethod(documented), "__doc__"))

# Errors
def attempt(label, fn):
    try:
        print(label, "->", fn())
    except TypeError as e:
        print(label, "->", type(e).__name__, e)

attempt("staticmethod no args", lambda: staticmethod())
attempt("classmethod two args", lambda: classmethod(1, 2))
attempt("classmethod kwargs", lambda: classmethod(f=1))
attempt("call classmethod object", lambda: cm(1))
attempt("classmethod of non-callable", lambda: classmethod(5).__get__(None, C)())
attempt("staticmethod of non-callable", lambda: staticmethod(5)())
attempt("classmethod get no type", lambda: cm.__get__(None, None))

# In 3.13 classmethod no longer chains other descriptors
class Chain:
    @classmethod
    @property
    def cp(cls): return "class property " + cls.__name__
try:
    print(type(Chain.cp).__name__)
except Exception as e:
    print(type(e).__name__, e)

# A classmethod called on an instance of a subclass passes the subclass
class Base:
    @classmethod
    def create(cls): return cls()
class Sub(Base): pass
print(type(Sub().create()).__name__, type(Base.create()).__name__)

# staticmethod/classmethod can be subclassed
class MyStatic(staticmethod):
    pass
class F:
    m = MyStatic(lambda: "from subclass")
print(F.m(), type(F.__dict__["m"]).__name__)

# __init__ can rebind; staticmethod objects are not hashable-special
s3 = staticmethod(plain)
s3.__init__(len)
print(s3.__func__ is len)
