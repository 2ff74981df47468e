# __prepare__ results, metaclass selection and the metaclass conflict error.

class LoggingDict(dict):
    def __setitem__(self, key, value):
        if not key.startswith("__"):
            print("  ns[%r] = %r" % (key, value))
        super().__setitem__(key, value)

class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kwargs):
        print("  __prepare__", mcls.__name__, name, [b.__name__ for b in bases], sorted(kwargs))
        return LoggingDict()

    def __new__(mcls, name, bases, ns, **kwargs):
        print("  __new__", name, type(ns).__name__, sorted(kwargs))
        return super().__new__(mcls, name, bases, dict(ns))

    def __init__(cls, name, bases, ns, **kwargs):
        print("  __init__", name, sorted(kwargs))
        super().__init__(name, bases, ns)

class Base(metaclass=Meta, flag=True):
    x = 1
    y = x + 1

class Derived(Base, other=2):
    z = 3

print(type(Derived).__name__, Derived.y, Derived.z)

# __prepare__ must return a mapping
class BadPrepare(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return 42

try:
    class X(metaclass=BadPrepare): pass
except TypeError as e:
    print(type(e).__name__, e)

# Any mapping works as the namespace if __new__ converts it
class Mapping:
    def __init__(self): self.data = {}
    def __getitem__(self, key): return self.data[key]
    def __setitem__(self, key, value): self.data[key] = value

class MappingMeta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return Mapping()
    def __new__(mcls, name, bases, ns):
        return super().__new__(mcls, name, bases, ns.data)

class UsesMapping(metaclass=MappingMeta):
    value = 10
    doubled = value * 2
print(UsesMapping.doubled)

# A plain function as metaclass
def function_meta(name, bases, ns, **kwargs):
    print("  function_meta", name, sorted(k for k in ns if not k.startswith("__")), kwargs)
    return "not a class"

class Weird(metaclass=function_meta, color="red"):
    a = 1
print(Weird)

# The most derived metaclass wins; unrelated metaclasses conflict
class M1(type): pass
class M2(type): pass
class M3(M1): pass
class A(metaclass=M1): pass
class B(metaclass=M2): pass
class C(metaclass=M3): pass
class D(A, C): pass
print(type(D).__name__)
class E(A, metaclass=type): pass
print(type(E).__name__)
for bases in ((A, B), (C, B)):
    try:
        type("Bad", bases, {})
    except TypeError as e:
        print(type(e).__name__, e)
try:
    class F(A, B): pass
except TypeError as e:
    print(type(e).__name__, e)
try:
    M2("G", (A,), {})
except TypeError as e:
    print(type(e).__name__, e)

# type() with the wrong number of arguments
for args in ((), ("a", ()), ("a", (), {}, 1)):
    try:
        type(*args)
    except TypeError as e:
        print(type(e).__name__, e)
